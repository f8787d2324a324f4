import Domain
import ScreenKit

/// Counts failed sign-ins per account and per client address, and refuses further tries once
/// either has reached its limit within the policy's window.
///
/// A failure at time `t` counts while `now < t + window`; the wait announced is the time until
/// the oldest failure counted leaves the window.
struct SignInThrottleUseCase: Sendable {
    let attempts: any SignInAttemptRepository
    let clock: any WallClock
    let policy: SignInThrottlePolicy

    /// The key an account's failures are kept under: the email as the repository compares it
    /// (``EmailKey``: case and Unicode spelling ignored, surrounding whitespace dropped).
    static func accountKey(email: String) -> String {
        "account:" + EmailKey.of(email)
    }

    static func addressKey(_ address: String) -> String {
        "address:" + address
    }

    func check(email: String, address: String) throws -> SignInThrottleDecision {
        let now = clock.secondsSince1970
        let since = now - policy.window + 1
        var retryAfter = 0
        for (key, limit) in [(Self.accountKey(email: email), policy.accountLimit), (Self.addressKey(address), policy.addressLimit)] {
            let failures = try attempts.failures(key: key, since: since)
            guard failures.count >= limit else { continue }
            let oldest = failures.oldest ?? now
            retryAfter = max(retryAfter, oldest + policy.window - now, 1)
        }
        return retryAfter > 0 ? .throttled(retryAfterSeconds: retryAfter) : .allowed
    }

    /// Counts a failure against both the account and the address, and forgets failures too old
    /// to count, so the store does not grow with every guess.
    func recordFailure(email: String, address: String) throws {
        let now = clock.secondsSince1970
        try attempts.recordFailure(key: Self.accountKey(email: email), at: now)
        try attempts.recordFailure(key: Self.addressKey(address), at: now)
        try attempts.deleteFailures(before: now - policy.window + 1)
    }

    /// After a successful sign-in the account starts afresh; the address keeps its count, so
    /// one good account does not reset a guesser spraying others.
    func recordSuccess(email: String) throws {
        try attempts.clearFailures(key: Self.accountKey(email: email))
    }
}

/// Whether a sign-in may be tried now.
enum SignInThrottleDecision: Equatable, Sendable {
    case allowed
    /// Too many recent failures: try again once `retryAfterSeconds` have passed (at least 1).
    case throttled(retryAfterSeconds: Int)
}
