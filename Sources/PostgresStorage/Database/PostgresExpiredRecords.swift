public import Domain

/// The housekeeping deletes over the PostgreSQL store's tables, each one short transaction.
/// Every instance sweeps; two sweeping at once delete disjoint rows or find nothing left.
public struct PostgresExpiredRecords: ExpiredRecordsPurging {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func purgeSessions(lastSeenBefore: Int, unrememberedLastSeenBefore: Int, createdBefore: Int, limit: Int) throws -> Int {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                """
                DELETE FROM sessions WHERE number IN (
                    SELECT number FROM sessions
                    WHERE last_seen_at < $1 OR created_at < $2 OR (NOT persistent AND last_seen_at < $3)
                    LIMIT $4)
                """, lastSeenBefore, createdBefore, unrememberedLastSeenBefore, limit)
        }
    }

    public func purgeAttempts(before: Int, limit: Int) throws -> Int {
        try PostgresSignInAttempts(database: database).deleteFailures(before: before, limit: limit)
    }

    public func purgeSecurityEvents(before: Int, limit: Int) throws -> Int {
        try PostgresSecurityLog(database: database).deleteEvents(before: before, limit: limit)
    }

    public func purgeTokens(expiredBefore before: Int, limit: Int) throws -> Int {
        try PostgresEmailTokens(database: database).purgeExpired(before: before, limit: limit)
    }

    public func purgeMail(finishedBefore before: Int, limit: Int) throws -> Int {
        try PostgresOutbox(database: database).purge(finishedBefore: before, limit: limit)
    }
}
