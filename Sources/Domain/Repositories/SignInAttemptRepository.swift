/// Attempts counted for throttling (sign-in failures, password work per address), by key,
/// kept where every thread and process of the app sees them.
public protocol SignInAttemptRepository: Sendable {
    /// In one atomic step, so that no attempt slips in between the count and the record: when
    /// every key is under its limit of attempts at or after `since`, records one attempt per
    /// key at `now` and answers with their ids; otherwise records nothing.
    func admit(_ limits: [AttemptLimit], since: Int, at now: Int) throws -> AttemptAdmission
    /// After a step that turned out well, in one step: forgets the attempts
    /// ``admit(_:since:at:)`` counted for it as failures in advance, by id, and every attempt
    /// under each of `keys` (an account that starts afresh).
    func forget(_ ids: [Int], andEveryAttemptUnder keys: [String]) throws
}

/// At most `limit` attempts under `key` within the window.
public struct AttemptLimit: Sendable, Equatable {
    public let key: String
    public let limit: Int

    public init(key: String, limit: Int) {
        self.key = key
        self.limit = limit
    }
}

/// What ``SignInAttemptRepository/admit(_:since:at:)`` decided.
public enum AttemptAdmission: Sendable, Equatable {
    /// Recorded: the ids of the new attempts, one per key, in the order of the limits.
    case admitted(ids: [Int])
    /// A key is at its limit; nothing was recorded. `oldestCounted` is, over the keys at their
    /// limit, the latest of their oldest counted attempts: once it leaves the window, every
    /// one of them has room again.
    case refused(oldestCounted: Int)
}
