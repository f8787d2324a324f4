internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// Reads ports and printable addresses out of C socket addresses.
enum SocketAddress {
    static func port(of storage: inout sockaddr_storage) -> Int {
        withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                switch Int32(address.pointee.sa_family) {
                case AF_INET:
                    return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
                case AF_INET6:
                    return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
                default:
                    return 0
                }
            }
        }
    }

    /// `127.0.0.1` or `::1`; an IPv4-mapped IPv6 address is shown as IPv4 so that per-address
    /// limits and logs see one client as one address.
    static func text(of address: UnsafePointer<sockaddr>?) -> String {
        guard let address else { return "" }
        // INET6_ADDRSTRLEN is 46; the buffer lives on the stack.
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer in
            let base = buffer.baseAddress!
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    var raw = ipv4.pointee.sin_addr
                    return inet_ntop(AF_INET, &raw, base, 48) == nil ? "" : String(cString: base)
                }
            case AF_INET6:
                return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                    var raw = ipv6.pointee.sin6_addr
                    guard inet_ntop(AF_INET6, &raw, base, 48) != nil else { return "" }
                    let text = String(cString: base)
                    return text.hasPrefix("::ffff:") && text.contains(".") ? String(text.dropFirst(7)) : text
                }
            default:
                return ""
            }
        }
    }
}
