@testable import Secrets
import Testing

/// The general-key HMAC-SHA-256 against every case of RFC 4231, keys of 4 to 131 bytes.
struct HMACSHA256VectorTests {
    @Test(arguments: RFC4231Case.all)
    func matchesRFC4231(vector: RFC4231Case) {
        let tag = HMACSHA256.tag(key: vector.key, message: vector.data)
        #expect(tag.count == 32)
        #expect(Array(tag.prefix(vector.tag.count)) == vector.tag)
    }

    @Test func agreesWithTheAuthenticatorForA32ByteKey() {
        let key = MessageAuthenticator.randomKey()
        let authenticator = MessageAuthenticator(key: key)
        for length in [0, 1, 55, 56, 63, 64, 65, 1000] {
            let message = SecureRandom.bytes(count: length)
            #expect(HMACSHA256.tag(key: key, message: message) == authenticator.tag(for: message))
        }
    }

    @Test func acceptsAnEmptyKey() {
        // HMAC-SHA-256 of the empty message under the empty key.
        #expect(
            HMACSHA256.tag(key: [], message: [])
                == bytes(hex: "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad"))
    }
}
