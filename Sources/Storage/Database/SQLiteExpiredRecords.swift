public import Domain

/// The housekeeping deletes over the SQLite store's tables, each one short write transaction.
public struct SQLiteExpiredRecords: ExpiredRecordsPurging {
    private let sessions: SQLiteSessionStore
    private let attempts: SQLiteSignInAttemptRepository
    private let securityLog: SQLiteSecurityLog
    private let tokens: SQLiteEmailTokens
    private let outbox: SQLiteOutbox

    public init(database: AppDatabase) {
        sessions = SQLiteSessionStore(database: database)
        attempts = SQLiteSignInAttemptRepository(database: database)
        securityLog = SQLiteSecurityLog(database: database)
        tokens = SQLiteEmailTokens(database: database)
        outbox = SQLiteOutbox(database: database)
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
}
