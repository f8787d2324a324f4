internal import CSodium

/// Argon2id password hashing through libsodium: the hash is a PHC string (`$argon2id$v=19$m=…`)
/// that carries its own parameters and random salt, so older hashes still verify after the
/// cost changes, and ``needsRehash(_:)`` tells when to upgrade one.
///
/// ```swift
/// let hasher = PasswordHasher()
/// let stored = try hasher.hash("correct horse")
/// hasher.verify("correct horse", against: stored)   // true
/// ```
///
/// Hashing is deliberately slow (tens of milliseconds and ``Cost/memoryBytes`` of memory at
/// ``Cost/standard``): run it off threads that serve quick requests. It runs in short turns
/// on a CPU (``CPUSlices``), so even at a low priority it never holds one for a whole tick.
public struct PasswordHasher: Sendable {
    /// The parameters new hashes are made with, and that ``needsRehash(_:)`` compares against.
    public let cost: Cost

    public init(cost: Cost = .standard) {
        self.cost = cost
    }

    /// Hashes `password` with a fresh random salt.
    ///
    /// - Returns: the PHC string to store: ASCII, shorter than 128 characters.
    /// - Throws: ``PasswordHashError`` when the cost is outside libsodium's limits or the memory
    ///   it asks for cannot be had.
    public func hash(_ password: String) throws(PasswordHashError) -> String {
        Sodium.ensureInitialized()
        guard cost.isWithinLimits else {
            throw PasswordHashError(.costOutOfRange)
        }
        let capacity = crypto_pwhash_strbytes()
        let hashed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { output -> String? in
            let status = password.withCString { passwordStart in
                CPUSlices.run {
                    crypto_pwhash_str_alg(
                        output.baseAddress!, passwordStart, UInt64(password.utf8.count),
                        UInt64(cost.operations), cost.memoryBytes, crypto_pwhash_alg_argon2id13())
                }
            }
            guard status == 0 else { return nil }
            return String(cString: output.baseAddress!)
        }
        guard let hashed else {
            throw PasswordHashError(.hashingFailed)
        }
        return hashed
    }

    /// Checks `password` against `stored` in constant time.
    ///
    /// When `stored` is `nil` (no member has the email given) or is not an argon2id hash, the
    /// password is checked against a dummy hash of this hasher's cost instead and the answer is
    /// `false`: an unknown email then takes as long as a wrong password and reveals nothing.
    public func verify(_ password: String, against stored: String?) -> Bool {
        Sodium.ensureInitialized()
        guard let stored, Self.isArgon2id(stored) else {
            if let dummy = DummyHash.hash(for: cost) {
                _ = Self.matches(password, dummy)
            }
            return false
        }
        return Self.matches(password, stored)
    }

    /// Whether `stored` should be replaced by a new hash of the same password (after a
    /// successful sign-in): it was made with parameters other than this hasher's ``cost``, with
    /// another algorithm, or cannot be parsed.
    public func needsRehash(_ stored: String) -> Bool {
        Sodium.ensureInitialized()
        guard Self.isArgon2id(stored) else { return true }
        let status = stored.withCString { storedStart in
            crypto_pwhash_str_needs_rehash(storedStart, UInt64(cost.operations), cost.memoryBytes)
        }
        return status != 0
    }

    /// Lengths go by UTF-8 count, not `strlen`, so every byte of the password counts.
    private static func matches(_ password: String, _ stored: String) -> Bool {
        stored.withCString { storedStart in
            password.withCString { passwordStart in
                CPUSlices.run {
                    crypto_pwhash_str_verify(storedStart, passwordStart, UInt64(password.utf8.count)) == 0
                }
            }
        }
    }

    private static func isArgon2id(_ stored: String) -> Bool {
        stored.utf8.starts(with: "$argon2id$".utf8)
    }
}
