import Secrets
import Testing

struct Base64URLTests {
    // MARK: - Known vectors

    /// RFC 4648 §10, without the padding.
    @Test(arguments: [
        ("", ""),
        ("f", "Zg"),
        ("fo", "Zm8"),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg"),
        ("fooba", "Zm9vYmE"),
        ("foobar", "Zm9vYmFy"),
    ])
    func rfc4648Vectors(plain: String, encoded: String) {
        #expect(Base64URL.encode(Array(plain.utf8)) == encoded)
        #expect(Base64URL.decode(encoded) == Array(plain.utf8))
    }

    /// Inputs whose standard encoding uses `+` and `/` (RFC 4648 §9's example among them):
    /// the url alphabet has `-` and `_` in their place.
    @Test(arguments: [
        ([0x14, 0xFB, 0x9C, 0x03, 0xD9, 0x7E] as [UInt8], "FPucA9l-"),
        ([0x14, 0xFB, 0x9C, 0x03, 0xD9], "FPucA9k"),
        ([0x14, 0xFB, 0x9C, 0x03], "FPucAw"),
        ([0xFB, 0xFF], "-_8"),
        ([0xFB, 0xEF, 0xBE], "----"),
        ([0xFF, 0xFF, 0xFF], "____"),
        ([0xFA], "-g"),
        ([0xFF], "_w"),
        ([0x00], "AA"),
        ([0x00, 0x00, 0x00], "AAAA"),
        ([0x00, 0x10, 0x83, 0x10, 0x51, 0x87, 0x20, 0x92, 0x8B, 0x30, 0xD3, 0x8F, 0x41, 0x14, 0x93, 0x51, 0x55, 0x97,
          0x61, 0x96, 0x9B, 0x71, 0xD7, 0x9F, 0x82, 0x18, 0xA3, 0x92, 0x59, 0xA7, 0xA2, 0x9A, 0xAB, 0xB2, 0xDB, 0xAF,
          0xC3, 0x1C, 0xB3, 0xD3, 0x5D, 0xB7, 0xE3, 0x9E, 0xBB, 0xF3, 0xDF, 0xBF],
         "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    ])
    func urlAlphabetVectors(data: [UInt8], encoded: String) {
        #expect(Base64URL.encode(data) == encoded)
        #expect(Base64URL.decode(encoded) == data)
    }

    // MARK: - Round trips

    @Test(arguments: 0...64)
    func roundTripsRandomBytes(count: Int) {
        for _ in 0..<20 {
            let data = SecureRandom.bytes(count: count)
            let encoded = Base64URL.encode(data)
            #expect(encoded == referenceBase64URL(data))
            #expect(encoded.utf8.count == Base64URL.encodedCount(forByteCount: count))
            #expect(Base64URL.decode(encoded) == data)
        }
    }

    @Test func roundTripsEveryByteValueInEveryPosition() {
        let all = (0...255).map(UInt8.init)
        for shift in 0..<3 {
            let data = Array(all.dropFirst(shift))
            #expect(Base64URL.encode(data) == referenceBase64URL(data))
            #expect(Base64URL.decode(Base64URL.encode(data)) == data)
        }
    }

    @Test(arguments: [(0, 0), (1, 2), (2, 3), (3, 4), (4, 6), (5, 7), (16, 22), (32, 43), (33, 44), (64, 86)])
    func encodedCount(byteCount: Int, characters: Int) {
        #expect(Base64URL.encodedCount(forByteCount: byteCount) == characters)
    }

    @Test func encodesARawBufferLikeAnArray() {
        let data = SecureRandom.bytes(count: 37)
        let fromBuffer = data.withUnsafeBytes { Base64URL.encode($0) }
        #expect(fromBuffer == Base64URL.encode(data))
        #expect(Base64URL.encode(data[5..<20]) == Base64URL.encode(Array(data[5..<20])))
        #expect(Base64URL.encode("foobar".utf8) == "Zm9vYmFy")
    }

    @Test func decodesASubstring() {
        let text = "Zm9v.Zm9vYmFy"
        let parts = text.split(separator: ".")
        #expect(Base64URL.decode(parts[0]) == Array("foo".utf8))
        #expect(Base64URL.decode(parts[1]) == Array("foobar".utf8))
    }

    // MARK: - Strict decoding

    @Test(arguments: [
        "Zg==", "Zm8=", "Zg=", "Zm9vYg==", "=", "====", // padding
        "+g", "/w", "FPucA9l+", "++++", "////", // the standard alphabet
        " Zm9v", "Zm9v ", "Zm 9v", "Zm9v\n", "Zm9v\r\n", "\tZm9v", // whitespace
        "Z", "Zm9vY", "Zm9vYmFyZ", "A", // one character past a multiple of four
        "Zh", "Zm9", "Zm9vYh", "Zm9vYmF", "_x", "AB", "AAB", // set bits after the last byte
        "Zm9v.", "Zm.v", "Zm9\u{0}", "Zm9v%3D", "Zm9v!", "Zm9v*", "Zm9v~", // other ASCII
        "Zm9vé", "ÿÿÿÿ", "Zm9v\u{FF21}", // beyond ASCII
    ])
    func rejectsNonCanonicalText(text: String) {
        #expect(Base64URL.decode(text) == nil)
    }

    @Test func decodesTheEmptyText() {
        #expect(Base64URL.decode("") == [])
    }

    /// Exhaustive over every two-character text: exactly those whose second character carries no
    /// bits beyond the single byte decode, so each byte has one accepted spelling.
    @Test func twoCharacterTextsHaveOneSpellingPerByte() {
        var decodedBytes: [UInt8] = []
        for first in base64URLAlphabet {
            for (value, second) in base64URLAlphabet.enumerated() {
                let text = String(decoding: [first, second], as: UTF8.self)
                let decoded = Base64URL.decode(text)
                if value & 0x0F == 0 {
                    #expect(decoded?.count == 1, "\(text)")
                    decodedBytes += decoded ?? []
                } else {
                    #expect(decoded == nil, "\(text)")
                }
            }
        }
        #expect(decodedBytes.sorted() == (0...255).map(UInt8.init))
    }

    @Test func threeCharacterTextsRefuseSetTrailingBits() {
        for (value, last) in base64URLAlphabet.enumerated() {
            let text = String(decoding: Array("Zm".utf8) + [last], as: UTF8.self)
            #expect((Base64URL.decode(text) != nil) == (value & 0x03 == 0), "\(text)")
        }
    }
}
