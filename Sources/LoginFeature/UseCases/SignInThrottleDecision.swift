/// Whether a sign-in may be tried now.
enum SignInThrottleDecision: Equatable, Sendable {
    case allowed
    /// Too many recent failures: try again once `retryAfterSeconds` have passed (at least 1).
    case throttled(retryAfterSeconds: Int)
}
