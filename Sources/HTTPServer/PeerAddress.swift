internal import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#endif

/// A connection's peer as the 128 bits of an IPv6 address, IPv4 held IPv4-mapped, so that the
/// accepting thread can compare and count peers without allocating.
struct PeerAddress: Hashable {
    let high: UInt64
    let low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// - Returns: `nil` for an address that is neither IPv4 nor IPv6.
    init?(_ address: UnsafePointer<sockaddr>) {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) }
            self.init(high: 0, low: 0xFFFF_0000_0000 | UInt64(ipv4))
        case AF_INET6:
            var raw = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            let (high, low) = withUnsafeBytes(of: &raw) { bytes in
                (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self).bigEndian,
                 bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian)
            }
            self.init(high: high, low: low)
        default:
            return nil
        }
    }

    /// An IPv4 client on an IPv4 socket or on a dual-stack one (`::ffff:a.b.c.d`).
    var isIPv4: Bool {
        high == 0 && low >> 32 == 0xFFFF
    }

    /// What the per-address cap counts: an IPv4 address, or an IPv6 client's /64, which one
    /// household or one phone is given whole, as the sign-in throttle counts it.
    var client: PeerAddress {
        isIPv4 ? self : PeerAddress(high: high, low: 0)
    }
}
