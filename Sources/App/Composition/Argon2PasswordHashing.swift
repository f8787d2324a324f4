import Domain
import Secrets

/// Domain's password hashing, done by libsodium's argon2id.
struct Argon2PasswordHashing: PasswordHashing {
    let hasher: PasswordHasher

    func hash(_ password: String) throws -> String {
        try hasher.hash(password)
    }

    func verify(_ password: String, against stored: String?) -> Bool {
        hasher.verify(password, against: stored)
    }

    func needsRehash(_ stored: String) -> Bool {
        hasher.needsRehash(stored)
    }
}
