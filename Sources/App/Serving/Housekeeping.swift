import AccountFeature
import Domain
import ScreenKit

/// Removes rows that can never be used again, at start and every ``interval`` while the
/// server runs: sessions past their idle or absolute limit, sign-in failures too old to
/// count, security log events past their retention, expired links' tokens, passkey
/// challenges and sign-ins that waited for a code, and mail sent or given up on more than ``OutboxMessage/retentionSeconds`` ago. Deletes go in batches of
/// ``batchSize`` rows, one short write transaction each, and at most ``maxBatches`` per kind
/// and sweep, so a sweep never holds the writer for long; what is left goes at the next sweep.
struct Housekeeping: Sendable {
    static let interval: Duration = .seconds(60)
    static let batchSize = 500
    static let maxBatches = 20

    let records: any ExpiredRecordsPurging
    let policy: SessionPolicy
    /// How long a sign-in failure counts (the throttle's window).
    let failureWindow: Int
    let clock: any WallClock

    init(
        records: any ExpiredRecordsPurging, policy: SessionPolicy, failureWindow: Int = SignInThrottlePolicy.standard.window,
        clock: any WallClock
    ) {
        self.records = records
        self.policy = policy
        self.failureWindow = failureWindow
        self.clock = clock
    }

    /// - Returns: how many sessions, failures, security events, tokens, messages, passkey
    ///   challenges and waiting sign-ins were removed.
    @discardableResult
    func sweep() throws -> Removed {
        let now = clock.secondsSince1970
        let sessionCount = try Self.inBatches {
            try records.purgeSessions(
                lastSeenBefore: now - max(policy.idleTimeoutSeconds, policy.rememberedIdleTimeoutSeconds),
                unrememberedLastSeenBefore: now - policy.idleTimeoutSeconds,
                createdBefore: now - policy.absoluteTimeoutSeconds, limit: Self.batchSize)
        }
        let failureCount = try Self.inBatches {
            try records.purgeAttempts(before: now - failureWindow + 1, limit: Self.batchSize)
        }
        let eventCount = try Self.inBatches {
            try records.purgeSecurityEvents(before: now - SecurityEvent.retentionSeconds, limit: Self.batchSize)
        }
        let tokenCount = try Self.inBatches {
            try records.purgeTokens(expiredBefore: now, limit: Self.batchSize)
        }
        let messageCount = try Self.inBatches {
            try records.purgeMail(finishedBefore: now - OutboxMessage.retentionSeconds, limit: Self.batchSize)
        }
        let challengeCount = try Self.inBatches {
            try records.purgePasskeyChallenges(expiredBefore: now, limit: Self.batchSize)
        }
        let pendingCount = try Self.inBatches {
            try records.purgePendingSignIns(expiredBefore: now, limit: Self.batchSize)
        }
        return Removed(
            sessions: sessionCount, failures: failureCount, events: eventCount, tokens: tokenCount, messages: messageCount,
            challenges: challengeCount, pendingSignIns: pendingCount)
    }

    /// How many rows of each kind one sweep removed.
    struct Removed: Sendable {
        let sessions: Int
        let failures: Int
        let events: Int
        let tokens: Int
        let messages: Int
        let challenges: Int
        let pendingSignIns: Int
    }

    private static func inBatches(_ delete: () throws -> Int) throws -> Int {
        var total = 0
        for _ in 0..<maxBatches {
            let deleted = try delete()
            total += deleted
            if deleted < batchSize { break }
        }
        return total
    }
}
