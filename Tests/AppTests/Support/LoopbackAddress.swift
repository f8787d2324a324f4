import Foundation

/// An IPv4 address in 127.0.0.0/8, the block Linux answers on the loopback interface as a
/// whole: a test socket bound to one before it connects reaches the server as a client of its
/// own, so the per-address limits count it apart from every other, with no proxy in between.
struct LoopbackAddress: Sendable, CustomStringConvertible {
    /// In host byte order.
    let value: UInt32

    static let standard = LoopbackAddress(value: 0x7F00_0001)

    /// The `index`th client address after 127.0.0.1: 127.0.0.2 … 127.0.0.251, then 127.0.1.2 …,
    /// never a last byte of 0 or 255.
    static func client(_ index: Int) -> LoopbackAddress {
        precondition((0..<250 * 256).contains(index), "no loopback client address \(index)")
        return LoopbackAddress(value: 0x7F00_0000 | UInt32(index / 250) << 8 | UInt32(index % 250 + 2))
    }

    var description: String {
        "127.\(value >> 16 & 0xFF).\(value >> 8 & 0xFF).\(value & 0xFF)"
    }

    /// A socket address at this address: `port` 0 for a source the kernel gives a port.
    func socketAddress(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(value).bigEndian
        return address
    }
}
