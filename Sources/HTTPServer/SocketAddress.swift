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
    ///
    /// Runs for every request, so IPv4 is written digit by digit (a small string: no
    /// allocation) instead of through `inet_ntop`'s `sprintf`.
    static func text(of address: UnsafePointer<sockaddr>?) -> String {
        guard let address else { return "" }
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                dottedQuad(UInt32(bigEndian: ipv4.pointee.sin_addr.s_addr))
            }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var raw = ipv6.pointee.sin6_addr
                return withUnsafeBytes(of: &raw) { bytes in
                    // ::ffff:a.b.c.d, an IPv4 client on a dual-stack socket.
                    if bytes.prefix(10).allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                        return dottedQuad(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).bigEndian)
                    }
                    return ipv6Text(bytes)
                }
            }
        default:
            return ""
        }
    }

    /// `a.b.c.d` for the address `value` (host byte order).
    private static func dottedQuad(_ value: UInt32) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { buffer in
            var count = 0
            for shift in stride(from: 24, through: 0, by: -8) {
                let part = Int((value >> UInt32(shift)) & 0xFF)
                if part >= 100 { buffer[count] = UInt8(48 + part / 100); count += 1 }
                if part >= 10 { buffer[count] = UInt8(48 + part / 10 % 10); count += 1 }
                buffer[count] = UInt8(48 + part % 10)
                count += 1
                if shift > 0 { buffer[count] = UInt8(ascii: "."); count += 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    private static func ipv6Text(_ bytes: UnsafeRawBufferPointer) -> String {
        // INET6_ADDRSTRLEN is 46; the buffer lives on the stack.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer in
            guard let base = buffer.baseAddress, inet_ntop(AF_INET6, bytes.baseAddress, base, 48) != nil else { return "" }
            return String(cString: base)
        }
    }
}
