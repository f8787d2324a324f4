import Secrets
import Testing

struct SealedBoxTests {
    let serverKey = SecureRandom.bytes(count: 32)

    @Test func opensWhatItSealed() {
        let box = SealedBox(serverKey: serverKey, purpose: "authenticator")
        let secret = SecureRandom.bytes(count: 20)
        let sealed = box.seal(secret, context: "user:7")
        #expect(!sealed.isEmpty && sealed != secret)
        #expect(box.open(sealed, context: "user:7") == secret)
    }

    @Test func sealsTheSameSecretDifferentlyEachTime() {
        let box = SealedBox(serverKey: serverKey, purpose: "authenticator")
        let secret = SecureRandom.bytes(count: 20)
        #expect(box.seal(secret, context: "a") != box.seal(secret, context: "a"))
    }

    @Test func refusesAnotherContextKeyOrPurpose() {
        let box = SealedBox(serverKey: serverKey, purpose: "authenticator")
        let sealed = box.seal(SecureRandom.bytes(count: 20), context: "user:7")
        #expect(box.open(sealed, context: "user:8") == nil)
        #expect(SealedBox(serverKey: SecureRandom.bytes(count: 32), purpose: "authenticator").open(sealed, context: "user:7") == nil)
        #expect(SealedBox(serverKey: serverKey, purpose: "other").open(sealed, context: "user:7") == nil)
    }

    @Test func refusesAlteredOrShortValues() {
        let box = SealedBox(serverKey: serverKey, purpose: "authenticator")
        var sealed = box.seal(SecureRandom.bytes(count: 20), context: "c")
        sealed[sealed.count - 1] ^= 1
        #expect(box.open(sealed, context: "c") == nil)
        #expect(box.open([1, 2, 3], context: "c") == nil)
    }

    @Test func neverShowsItsKey() {
        #expect(String(describing: SealedBox(serverKey: serverKey, purpose: "p")) == "SealedBox(key: <redacted>)")
    }
}
