import HTTPCore

/// The reverse proxies (``HTTPServerConfiguration/trustedProxies``) as masks over
/// ``PeerAddress``: every client's connection reaches the server through them, so they are not
/// held to the cap on connections per address.
struct TrustedPeers {
    private struct Block {
        let network: PeerAddress
        let mask: PeerAddress
    }

    private let blocks: [Block]

    init(_ ranges: [AddressRange]) {
        blocks = ranges.map { range in
            let bytes = range.network.bytes
            let network = PeerAddress(high: Self.word(bytes, at: 0), low: Self.word(bytes, at: 8))
            // An IPv4 block's prefix counts IPv4 bits, behind the 96 of the mapped form.
            let bits = range.network.isIPv4 ? 96 + range.prefix : range.prefix
            let mask = PeerAddress(high: Self.mask(bits: bits), low: Self.mask(bits: bits - 64))
            return Block(network: network, mask: mask)
        }
    }

    var isEmpty: Bool { blocks.isEmpty }

    func contains(_ peer: PeerAddress) -> Bool {
        blocks.contains { $0.network.high == peer.high & $0.mask.high && $0.network.low == peer.low & $0.mask.low }
    }

    /// The first `bits` bits of a word set (none below 0, all from 64).
    private static func mask(bits: Int) -> UInt64 {
        bits <= 0 ? 0 : bits >= 64 ? .max : ~(UInt64.max >> UInt64(bits))
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes[offset..<offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
