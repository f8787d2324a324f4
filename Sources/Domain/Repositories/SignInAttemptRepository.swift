/// Failed sign-ins, by throttle key (`account:<email>` or `address:<ip>`), so throttling holds
/// across threads, restarts and (with a shared store) instances.
public protocol SignInAttemptRepository: Sendable {
    func recordFailure(key: String, at secondsSince1970: Int) throws
    /// Failures for `key` at or after `since`.
    func failures(key: String, since secondsSince1970: Int) throws -> SignInFailures
    /// Forgets the failures for `key` (after a successful sign-in).
    func clearFailures(key: String) throws
    /// Forgets every failure before `secondsSince1970`, so the table does not grow forever.
    func deleteFailures(before secondsSince1970: Int) throws
}
