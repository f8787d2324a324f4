public import Domain

/// The housekeeping sweep's deletes, each batch one short write transaction.
public struct SQLExpiredRecords: ExpiredRecordsPurging {
    private let sessions: SQLSessionStore
    private let attempts: SQLSignInAttempts
    private let securityLog: SQLSecurityLog
    private let tokens: SQLEmailTokens
    private let outbox: SQLOutbox
    private let passkeys: SQLPasskeys
    private let secondSteps: SQLSecondSteps

    public init(database: any SQLDatabase) {
        sessions = SQLSessionStore(database: database)
        attempts = SQLSignInAttempts(database: database)
        securityLog = SQLSecurityLog(database: database)
        tokens = SQLEmailTokens(database: database)
        outbox = SQLOutbox(database: database)
        passkeys = SQLPasskeys(database: database)
        secondSteps = SQLSecondSteps(database: database)
    }

    public func purgeSessions(lastSeenBefore: Int, unrememberedLastSeenBefore: Int, createdBefore: Int, limit: Int) throws -> Int {
        try sessions.deleteSessions(
            lastSeenBefore: lastSeenBefore, unrememberedLastSeenBefore: unrememberedLastSeenBefore, createdBefore: createdBefore,
            limit: limit)
    }

    public func purgeAttempts(before: Int, limit: Int) throws -> Int {
        try attempts.deleteFailures(before: before, limit: limit)
    }

    public func purgeSecurityEvents(before: Int, limit: Int) throws -> Int {
        try securityLog.deleteEvents(before: before, limit: limit)
    }

    public func purgeTokens(expiredBefore before: Int, limit: Int) throws -> Int {
        try tokens.purgeExpired(before: before, limit: limit)
    }

    public func purgeMail(finishedBefore before: Int, limit: Int) throws -> Int {
        try outbox.purge(finishedBefore: before, limit: limit)
    }

    public func purgePasskeyChallenges(expiredBefore before: Int, limit: Int) throws -> Int {
        try passkeys.purgeChallenges(expiredBefore: before, limit: limit)
    }

    public func purgePendingSignIns(expiredBefore before: Int, limit: Int) throws -> Int {
        try secondSteps.purgePendingSignIns(expiredBefore: before, limit: limit)
    }
}
