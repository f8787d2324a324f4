import Secrets
import Testing

struct DigestTests {
    /// FIPS 180-2 appendix B and the empty message.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256Vectors(message: String, digest: String) {
        #expect(Digest.sha256(message) == bytes(hex: digest))
        #expect(Digest.sha256(Array(message.utf8)) == bytes(hex: digest))
        #expect(Hex.encode(Digest.sha256(message)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        let message = bytes(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(Hex.encode(Digest.sha256(message)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha256AcceptsAnyByteSequenceOrText() {
        let text = "session-id-éà"
        let expected = Digest.sha256(Array(text.utf8))
        #expect(Digest.sha256(text) == expected)
        #expect(Digest.sha256(text.utf8) == expected)
        #expect(Digest.sha256(text[...]) == expected)
        #expect(Digest.sha256(AnySequence(Array(text.utf8))) == expected)
        #expect(Digest.sha256(Array(text.utf8)[...]) == expected)
    }

    @Test func sha256DigestsAre32Bytes() {
        #expect(Digest.sha256ByteCount == 32)
        #expect(Digest.sha256(SecureRandom.token()).count == 32)
        #expect(Base64URL.encode(Digest.sha256(SecureRandom.token())).utf8.count == 43)
    }

    @Test(arguments: [
        ([] as [UInt8], ""),
        ([0x00], "00"),
        ([0x00, 0x0F, 0xF0, 0xFF, 0x12, 0xAB, 0x9C], "000ff0ff12ab9c"),
    ])
    func hexEncoding(data: [UInt8], text: String) {
        #expect(Hex.encode(data) == text)
    }

    @Test func hexEncodesEveryByteValue() {
        let text = Hex.encode((0...255).map(UInt8.init))
        #expect(text.utf8.count == 512)
        #expect(bytes(hex: text) == (0...255).map(UInt8.init))
    }
}
