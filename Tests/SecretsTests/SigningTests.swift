import Secrets
import Testing

struct SigningTests {
    private let authenticator = MessageAuthenticator(key: MessageAuthenticator.randomKey())

    @Test(arguments: [
        "", "a", "notice.U2F2ZWQ", "1700000000", "ends with a dot.", ".", "..", "a.b.c",
        "ünïcödé ✓ 日本語 😀", "spaces and\ttabs\nand lines", String(repeating: "x", count: 5000),
    ])
    func roundTrips(message: String) {
        let signed = authenticator.sign(message)
        #expect(authenticator.verifiedMessage(from: signed) == message)
    }

    @Test func signedStringIsMessageDotTag() throws {
        let message = "notice.U2F2ZWQ"
        let signed = authenticator.sign(message)
        #expect(signed.hasPrefix(message + "."))
        let encodedTag = String(signed.dropFirst(message.count + 1))
        #expect(encodedTag.utf8.count == 43)
        #expect(encodedTag == Base64URL.encode(authenticator.tag(for: message)))
        #expect(try #require(Base64URL.decode(encodedTag)) == authenticator.tag(for: message))
    }

    @Test func signingIsDeterministic() {
        #expect(authenticator.sign("same") == authenticator.sign("same"))
        #expect(authenticator.sign("same") != authenticator.sign("Same"))
    }

    @Test func verifiesASubstring() {
        let cookie = "sk_flash=" + authenticator.sign("notice.U2F2ZWQ")
        let value = cookie.split(separator: "=", maxSplits: 1)[1]
        #expect(authenticator.verifiedMessage(from: value) == "notice.U2F2ZWQ")
    }

    @Test func refusesAnotherKey() {
        let other = MessageAuthenticator(key: MessageAuthenticator.randomKey())
        #expect(other.verifiedMessage(from: authenticator.sign("notice.U2F2ZWQ")) == nil)
    }

    /// Every character replaced by every other url-alphabet character and by `.`.
    @Test func refusesAnyChangedCharacter() {
        let signed = Array(authenticator.sign("ok.1").utf8)
        for index in signed.indices {
            for replacement in base64URLAlphabet + [UInt8(ascii: ".")] where replacement != signed[index] {
                var forged = signed
                forged[index] = replacement
                let text = String(decoding: forged, as: UTF8.self)
                #expect(authenticator.verifiedMessage(from: text) == nil, "\(text)")
            }
        }
    }

    @Test func refusesATagMovedToAnotherMessage() {
        let signed = authenticator.sign("notice.U2F2ZWQ")
        let tag = signed.suffix(43)
        #expect(authenticator.verifiedMessage(from: "alert.U2F2ZWQ." + tag) == nil)
    }

    /// The last character of the tag carries two unused bits; setting them keeps the bytes but
    /// not the canonical text, and the strict decoding refuses it.
    @Test func refusesANonCanonicalTagSpelling() throws {
        let signed = Array(authenticator.sign("message").utf8)
        let lastValue = try #require(base64URLAlphabet.firstIndex(of: signed.last!))
        for extraBits in 1...3 {
            var forged = signed
            forged[forged.count - 1] = base64URLAlphabet[lastValue | extraBits]
            #expect(authenticator.verifiedMessage(from: String(decoding: forged, as: UTF8.self)) == nil)
        }
    }

    @Test(arguments: [
        "",
        ".",
        "message",
        "message.",
        "message.tag",
        "no-separator-but-long-enough-to-hold-a-whole-forty-three-character-tag",
        String(repeating: "A", count: 43),
        "." + String(repeating: "A", count: 42),
        "." + String(repeating: "A", count: 44),
    ])
    func refusesMalformedInput(text: String) {
        #expect(authenticator.verifiedMessage(from: text) == nil)
    }

    @Test func refusesAlteredShapes() {
        let signed = authenticator.sign("message")
        let message = "message"
        let tag = String(signed.suffix(43))
        let malformed = [
            message + "." + tag.dropLast(),          // truncated tag
            message + "." + tag + "A",               // extended tag
            message + "." + tag + "=",               // padded tag
            message + "." + tag + " ",               // trailing space
            " " + signed,                            // leading space on the message
            message + tag,                           // separator dropped
            message + ":" + tag,                     // another separator
            message + "." + tag.replacingFirst("-", "+").replacingFirst("_", "/"),
            String(tag) + "." + message,             // parts swapped
            message + "." + String(tag.reversed()),  // tag reordered
        ]
        for text in malformed where text != signed {
            #expect(authenticator.verifiedMessage(from: text) == nil, "\(text)")
        }
    }
}

extension String {
    /// The string with the first `target` character, if any, replaced.
    fileprivate func replacingFirst(_ target: Character, _ replacement: Character) -> String {
        guard let index = firstIndex(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(index...index, with: String(replacement))
        return copy
    }
}
