import Synchronization

/// One throwaway hash per cost, made the first time it is needed and kept, that
/// ``PasswordHasher/verify(_:against:)`` checks passwords against when there is no real hash:
/// the work matches a real check without hashing anew on each call.
enum DummyHash {
    private static let hashes = Mutex<[PasswordHasher.Cost: String]>([:])

    /// The dummy hash for `cost`, or `nil` when such a hash cannot be made (the cost is out of
    /// range or its memory unavailable; then a real hash could not be made either).
    static func hash(for cost: PasswordHasher.Cost) -> String? {
        if let known = hashes.withLock({ $0[cost] }) { return known }
        // Hashed outside the lock so other costs' lookups do not wait; two first callers may
        // both hash, and the first stored wins.
        guard let made = try? PasswordHasher(cost: cost).hash("unknown member's password") else { return nil }
        return hashes.withLock { stored in
            if let existing = stored[cost] { return existing }
            stored[cost] = made
            return made
        }
    }
}
