import Secrets
import Testing

struct PasswordHasherTests {
    private let hasher = PasswordHasher(cost: .minimumForTests)

    @Test func hashVerifiesWithThePassword() throws {
        let stored = try hasher.hash("correct horse battery staple")
        #expect(stored.hasPrefix("$argon2id$v=19$"))
        #expect(hasher.verify("correct horse battery staple", against: stored))
    }

    @Test func wrongPasswordDoesNotVerify() throws {
        let stored = try hasher.hash("correct horse battery staple")
        #expect(!hasher.verify("correct horse battery stapler", against: stored))
        #expect(!hasher.verify("", against: stored))
    }

    @Test func samePasswordHashesDifferentlyEachTime() throws {
        let first = try hasher.hash("same password")
        let second = try hasher.hash("same password")
        #expect(first != second)
        #expect(hasher.verify("same password", against: first))
        #expect(hasher.verify("same password", against: second))
    }

    @Test func missingHashNeverVerifies() {
        #expect(!hasher.verify("anything", against: nil))
        #expect(!hasher.verify("", against: nil))
    }

    @Test(arguments: ["", "not a hash", "$2b$12$abcdefghijklmnopqrstuvwxyz", "$argon2id$v=19$garbage", "$argon2i$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA"])
    func malformedOrForeignHashNeverVerifies(stored: String) {
        #expect(!hasher.verify("password", against: stored))
    }

    @Test func ownCostNeedsNoRehash() throws {
        let stored = try hasher.hash("password")
        #expect(!hasher.needsRehash(stored))
    }

    @Test func otherCostOrUnparseableHashNeedsRehash() throws {
        let cost = PasswordHasher.Cost.minimumForTests
        let stronger = PasswordHasher(cost: PasswordHasher.Cost(operations: cost.operations + 1, memoryBytes: cost.memoryBytes))
        let stored = try stronger.hash("password")

        #expect(hasher.needsRehash(stored))
        #expect(!stronger.needsRehash(stored))
        #expect(hasher.needsRehash("not a hash"))
    }

    @Test(arguments: ["pässwörd", "密码パスワード", "🔐🗝️ emoji", "e\u{301}", "tab\tand\nnewline"])
    func unicodePasswordsRoundTrip(password: String) throws {
        let stored = try hasher.hash(password)
        #expect(hasher.verify(password, against: stored))
        #expect(!hasher.verify(password + "x", against: stored))
    }

    @Test func composedAndDecomposedFormsAreDifferentPasswords() throws {
        // The bytes are hashed as given: "é" precomposed and "e" + combining accent differ.
        let stored = try hasher.hash("caf\u{E9}")
        #expect(!hasher.verify("cafe\u{301}", against: stored))
    }

    @Test func everyByteOfThePasswordCounts() throws {
        let stored = try hasher.hash("prefix\u{0}suffix")
        #expect(hasher.verify("prefix\u{0}suffix", against: stored))
        #expect(!hasher.verify("prefix\u{0}other", against: stored))
        #expect(!hasher.verify("prefix", against: stored))
    }

    @Test func costOutsideLibsodiumLimitsIsRefused() {
        let tooSmall = PasswordHasher(cost: PasswordHasher.Cost(operations: 1, memoryBytes: 1))
        #expect(throws: PasswordHashError(.costOutOfRange)) { try tooSmall.hash("password") }
    }

    @Test func standardCostIsOWASPArgon2idMinimum() throws {
        let stored = try PasswordHasher(cost: .standard).hash("password")
        #expect(stored.contains("$argon2id$v=19$m=19456,t=2,p=1$"))
    }
}
