internal import CMicroHTTPD
import HTTPCore
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

    /// The peer, as ``RemoteAddress``: IPv4 as its number, written as text only if read; an
    /// IPv4-mapped IPv6 address as IPv4, so that per-address limits and logs see one client
    /// as one address; other IPv6 addresses as text.
    static func peer(of address: UnsafePointer<sockaddr>?) -> RemoteAddress {
        guard let address else { return .text("") }
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                .ipv4(UInt32(bigEndian: ipv4.pointee.sin_addr.s_addr))
            }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var raw = ipv6.pointee.sin6_addr
                return withUnsafeBytes(of: &raw) { bytes in
                    // ::ffff:a.b.c.d, an IPv4 client on a dual-stack socket.
                    if bytes.prefix(10).allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                        return .ipv4(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).bigEndian)
                    }
                    return .text(ipv6Text(bytes))
                }
            }
        default:
            return .text("")
        }
    }

    /// `127.0.0.1` or `::1` (see ``peer(of:)``).
    static func text(of address: UnsafePointer<sockaddr>?) -> String {
        peer(of: address).text
    }

    private static func ipv6Text(_ bytes: UnsafeRawBufferPointer) -> String {
        // INET6_ADDRSTRLEN is 46; the buffer lives on the stack.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer in
            guard let base = buffer.baseAddress, inet_ntop(AF_INET6, bytes.baseAddress, base, 48) != nil else { return "" }
            return String(cString: base)
        }
    }
}
