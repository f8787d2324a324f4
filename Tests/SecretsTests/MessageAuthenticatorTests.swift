@testable import Secrets
import Testing

struct MessageAuthenticatorTests {
    private let authenticator = MessageAuthenticator(key: MessageAuthenticator.randomKey())

    // MARK: - Standard vectors

    @Test(arguments: RFC4231Case.withShortKeys)
    func matchesRFC4231WithTheKeyZeroPadded(vector: RFC4231Case) {
        let authenticator = MessageAuthenticator(key: vector.keyPaddedTo32Bytes)
        let tag = authenticator.tag(for: vector.data)
        #expect(Array(tag.prefix(vector.tag.count)) == vector.tag)
        if vector.tag.count == 32 {
            #expect(authenticator.isValid(tag: vector.tag, for: vector.data))
        }
    }

    // MARK: - Keys

    @Test func keysAndTagsAre32Bytes() {
        #expect(MessageAuthenticator.keyByteCount == 32)
        #expect(MessageAuthenticator.tagByteCount == 32)
        #expect(MessageAuthenticator.randomKey().count == 32)
        #expect(MessageAuthenticator.randomKey() != MessageAuthenticator.randomKey())
        #expect(authenticator.tag(for: "").count == 32)
    }

    @Test(arguments: [0, 1, 16, 31, 33, 64])
    func validatingInitRefusesAKeyOfTheWrongLength(length: Int) {
        #expect(throws: KeyError(.wrongLength, expectedByteCount: 32, actualByteCount: length)) {
            try MessageAuthenticator(validating: SecureRandom.bytes(count: length))
        }
    }

    @Test func validatingInitAcceptsA32ByteKey() throws {
        let key = MessageAuthenticator.randomKey()
        let validated = try MessageAuthenticator(validating: key)
        #expect(validated.tag(for: "m") == MessageAuthenticator(key: key).tag(for: "m"))
    }

    @Test func keyErrorNamesLengthsOnly() {
        let error = KeyError(.wrongLength, expectedByteCount: 32, actualByteCount: 16)
        #expect(error.description == "A key must be 32 bytes long, not 16.")
    }

    @Test func descriptionsNeverShowTheKey() {
        let key = bytes(repeating: 0xAB, count: 32)
        let authenticator = MessageAuthenticator(key: key)
        var dumped = ""
        dump(authenticator, to: &dumped)
        for text in [String(describing: authenticator), String(reflecting: authenticator), "\(authenticator)", dumped] {
            #expect(!text.contains("171"))
            #expect(!text.lowercased().contains("ab, "))
            #expect(text.contains("MessageAuthenticator"))
        }
    }

    // MARK: - Verification

    @Test func acceptsItsOwnTags() {
        for message in ["", "a", "s|secret|1700000000", String(repeating: "long ", count: 1000)] {
            let tag = authenticator.tag(for: message)
            #expect(authenticator.isValid(tag: tag, for: message))
            #expect(authenticator.isValid(tag: tag, for: Array(message.utf8)))
            #expect(authenticator.isValid(tag: tag[...], for: message.utf8))
        }
    }

    /// The key is absorbed once, when the authenticator is made; each tag must start from that
    /// state afresh rather than from what an earlier tag left.
    @Test func oneAuthenticatorTagsEveryMessageAsAFreshOneDoes() {
        let key = MessageAuthenticator.randomKey()
        let reused = MessageAuthenticator(key: key)
        for message in ["first", "", String(repeating: "block", count: 40), "first"] {
            let fresh = MessageAuthenticator(key: key).tag(for: message)
            #expect(reused.tag(for: message) == fresh)
            #expect(HMACSHA256.tag(key: key, message: Array(message.utf8)) == fresh)
        }
    }

    @Test func textAndBytesGiveTheSameTag() {
        let message = "flash.Q2hhbmdlcyBzYXZlZA ✓"
        let expected = authenticator.tag(for: Array(message.utf8))
        #expect(authenticator.tag(for: message) == expected)
        #expect(authenticator.tag(for: message[...]) == expected)
        #expect(authenticator.tag(for: message.utf8) == expected)
    }

    @Test func refusesAnyFlippedBitInTheTag() {
        let message = Array("a|anonymous-binding|1700000000".utf8)
        let tag = authenticator.tag(for: message)
        for index in tag.indices {
            for bit in 0..<8 {
                var forged = tag
                forged[index] ^= 1 << bit
                #expect(!authenticator.isValid(tag: forged, for: message), "byte \(index) bit \(bit)")
            }
        }
    }

    @Test func refusesAnyFlippedBitInTheMessage() {
        let message = Array("s|secret|1700000000".utf8)
        let tag = authenticator.tag(for: message)
        for index in message.indices {
            for bit in 0..<8 {
                var forged = message
                forged[index] ^= 1 << bit
                #expect(!authenticator.isValid(tag: tag, for: forged), "byte \(index) bit \(bit)")
            }
        }
    }

    @Test func refusesAnExtendedOrShortenedMessage() {
        let tag = authenticator.tag(for: "abc")
        #expect(!authenticator.isValid(tag: tag, for: "abcd"))
        #expect(!authenticator.isValid(tag: tag, for: "ab"))
        #expect(!authenticator.isValid(tag: tag, for: ""))
        #expect(!authenticator.isValid(tag: tag, for: "abc\u{0}"))
    }

    @Test func refusesATagMadeWithAnotherKey() {
        let other = MessageAuthenticator(key: MessageAuthenticator.randomKey())
        let tag = other.tag(for: "message")
        #expect(other.isValid(tag: tag, for: "message"))
        #expect(!authenticator.isValid(tag: tag, for: "message"))
    }

    @Test(arguments: [0, 1, 16, 31, 33, 64])
    func refusesATagOfTheWrongLength(length: Int) {
        let tag = authenticator.tag(for: "message")
        let resized = length <= 32 ? Array(tag.prefix(length)) : tag + bytes(repeating: 0, count: length - 32)
        #expect(!authenticator.isValid(tag: resized, for: "message"))
    }
}
