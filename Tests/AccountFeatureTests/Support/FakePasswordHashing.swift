import Domain
import Synchronization

/// A fast stand-in for argon2id that remembers every verification, so tests can check that an
/// unknown email is verified too (against `nil`) and that a throttled sign-in is not.
///
/// Hashes are the password behind a version prefix; a hash with the older prefix needs a rehash.
final class FakePasswordHashing: PasswordHashing {
    static let currentPrefix = "fake-v2$"
    static let legacyPrefix = "fake-v1$"

    struct Verification: Equatable, Sendable {
        let password: String
        let stored: String?
    }

    private let verifications = Mutex<[Verification]>([])
    private let hashed = Mutex<[String]>([])

    /// Every `verify` call, in order.
    var verified: [Verification] { verifications.withLock { $0 } }
    /// Every password given to `hash`, in order.
    var hashedPasswords: [String] { hashed.withLock { $0 } }

    func hash(_ password: String) throws -> String {
        hashed.withLock { $0.append(password) }
        return Self.currentPrefix + password
    }

    /// What an account made before the parameters were raised would have stored.
    func legacyHash(_ password: String) -> String {
        Self.legacyPrefix + password
    }

    func verify(_ password: String, against stored: String?) -> Bool {
        verifications.withLock { $0.append(Verification(password: password, stored: stored)) }
        guard let stored else { return false }
        return stored == Self.currentPrefix + password || stored == Self.legacyPrefix + password
    }

    func needsRehash(_ stored: String) -> Bool {
        !stored.hasPrefix(Self.currentPrefix)
    }
}
