import Testing

/// The HMAC-SHA-256 test cases of RFC 4231 §4.
struct RFC4231Case: Sendable, CustomTestStringConvertible {
    let number: Int
    let key: [UInt8]
    let data: [UInt8]
    /// The expected tag; case 5 gives only its first 128 bits.
    let tag: [UInt8]

    var testDescription: String { "RFC 4231 test case \(number)" }

    static let all: [RFC4231Case] = [
        RFC4231Case(
            number: 1, key: bytes(repeating: 0x0B, count: 20), data: Array("Hi There".utf8),
            tag: bytes(hex: "b0344c61d8db38535ca8afceaf0bf12b 881dc200c9833da726e9376c2e32cff7")),
        RFC4231Case(
            number: 2, key: Array("Jefe".utf8), data: Array("what do ya want for nothing?".utf8),
            tag: bytes(hex: "5bdcc146bf60754e6a042426089575c7 5a003f089d2739839dec58b964ec3843")),
        RFC4231Case(
            number: 3, key: bytes(repeating: 0xAA, count: 20), data: bytes(repeating: 0xDD, count: 50),
            tag: bytes(hex: "773ea91e36800e46854db8ebd09181a7 2959098b3ef8c122d9635514ced565fe")),
        RFC4231Case(
            number: 4, key: bytes(hex: "0102030405060708090a0b0c0d0e0f10111213141516171819"),
            data: bytes(repeating: 0xCD, count: 50),
            tag: bytes(hex: "82558a389a443c0ea4cc819899f2083a 85f0faa3e578f8077a2e3ff46729665b")),
        RFC4231Case(
            number: 5, key: bytes(repeating: 0x0C, count: 20), data: Array("Test With Truncation".utf8),
            tag: bytes(hex: "a3b6167473100ee06e0c796c2955552b")),
        RFC4231Case(
            number: 6, key: bytes(repeating: 0xAA, count: 131),
            data: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            tag: bytes(hex: "60e431591ee0b67f0d8a26aacbf5b77f 8e0bc6213728c5140546040f0ee37f54")),
        RFC4231Case(
            number: 7, key: bytes(repeating: 0xAA, count: 131),
            data: Array(("This is a test using a larger than block-size key and a larger than block-size data. "
                + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
            tag: bytes(hex: "9b09ffa71b942fcb27635fbcd5b0e944 bfdc63644f0713938a7f51535c3a35e2")),
    ]

    /// The cases whose key fits the 32 bytes of `MessageAuthenticator`. HMAC pads a key shorter
    /// than its 64-byte block with zeros, so such a key padded to 32 bytes gives the same tags.
    static var withShortKeys: [RFC4231Case] { all.filter { $0.key.count <= 32 } }

    var keyPaddedTo32Bytes: [UInt8] { key + bytes(repeating: 0, count: 32 - key.count) }
}
