import Secrets
import Testing

/// RFC 4648's base32 test vectors, without padding, as authenticator apps take secrets.
struct Base32Tests {
    @Test(arguments: [
        ("", ""), ("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foob", "MZXW6YQ"),
        ("fooba", "MZXW6YTB"), ("foobar", "MZXW6YTBOI"),
    ])
    func matchesRFC4648(text: String, encoded: String) {
        #expect(Base32.encode(Array(text.utf8)) == encoded)
        #expect(Base32.decode(encoded) == Array(text.utf8))
    }

    @Test func decodingIgnoresCaseSpacesAndPadding() {
        #expect(Base32.decode("mzxw 6ytb oi======") == Array("foobar".utf8))
    }

    @Test func decodingRefusesOtherCharacters() {
        #expect(Base32.decode("MZXW1") == nil)
    }

    @Test func roundTripsRandomSecrets() {
        let secret = SecureRandom.bytes(count: 20)
        #expect(Base32.decode(Base32.encode(secret)) == secret)
    }
}
