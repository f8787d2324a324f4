/// SHA-1 (FIPS 180-4), for HMAC-SHA-1 alone: authenticator apps compute their codes with it
/// (RFC 6238's default, the only one every app reads), and libsodium has no SHA-1. HMAC does
/// not rest on SHA-1's collision resistance, which is what is broken.
enum SHA1 {
    static let byteCount = 20
    static let blockByteCount = 64

    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        var padded = message
        padded.append(0x80)
        while padded.count % blockByteCount != 56 { padded.append(0) }
        let bitCount = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
        }
        var words = [UInt32](repeating: 0, count: 80)
        for blockStart in stride(from: 0, to: padded.count, by: blockByteCount) {
            for index in 0..<16 {
                let offset = blockStart + index * 4
                words[index] = UInt32(padded[offset]) << 24 | UInt32(padded[offset + 1]) << 16
                    | UInt32(padded[offset + 2]) << 8 | UInt32(padded[offset + 3])
            }
            for index in 16..<80 {
                words[index] = rotate(words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], by: 1)
            }
            var (a, b, c, d, e) = state
            for index in 0..<80 {
                let mixed: UInt32
                let constant: UInt32
                switch index {
                case 0..<20: (mixed, constant) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (mixed, constant) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (mixed, constant) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (mixed, constant) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let next = rotate(a, by: 5) &+ mixed &+ e &+ constant &+ words[index]
                (e, d, c, b, a) = (d, c, rotate(b, by: 30), a, next)
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(byteCount)
        for word in [state.0, state.1, state.2, state.3, state.4] {
            digest.append(contentsOf: [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)])
        }
        return digest
    }

    @inline(__always)
    private static func rotate(_ word: UInt32, by count: UInt32) -> UInt32 {
        word << count | word >> (32 - count)
    }
}
