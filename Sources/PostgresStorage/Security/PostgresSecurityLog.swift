public import Domain

/// Members' security logs in the `security_events` table, newest first by id; a member's rows go
/// with the member (`ON DELETE CASCADE`) and every row after ``SecurityEvent/retentionSeconds``.
public struct PostgresSecurityLog: SecurityLogRepository {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func record(_ event: SecurityEvent) throws {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                """
                INSERT INTO security_events (user_id, kind, occurred_at, client_address, user_agent)
                VALUES ($1, $2, $3, $4, $5)
                """,
                event.userID, event.kind.rawValue, event.occurredAt, event.clientAddress, event.userAgent)
        }
    }

    public func events(userID: Int, offset: Int, limit: Int) throws -> [SecurityEvent] {
        // A kind this release does not know (written by a newer one) is left out, not guessed.
        try database.read { connection throws(PostgresError) in
            try connection.all(
                """
                SELECT user_id, kind, occurred_at, client_address, user_agent FROM security_events
                WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3
                """, userID, limit, offset
            ) { columns -> SecurityEvent? in
                guard let kind = SecurityEvent.Kind(rawValue: columns.text(1)) else { return nil }
                return SecurityEvent(
                    userID: columns.integer(0), kind: kind, occurredAt: columns.integer(2),
                    clientAddress: columns.text(3), userAgent: columns.text(4))
            }.compactMap { $0 }
        }
    }

    public func count(userID: Int) throws -> Int {
        try database.read { connection throws(PostgresError) in
            try connection.first("SELECT COUNT(*) FROM security_events WHERE user_id = $1", userID) { $0.integer(0) } ?? 0
        }
    }

    /// Deletes up to `limit` events that happened before `before`.
    @discardableResult
    public func deleteEvents(before: Int, limit: Int) throws -> Int {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                "DELETE FROM security_events WHERE id IN (SELECT id FROM security_events WHERE occurred_at < $1 LIMIT $2)",
                before, limit)
        }
    }
}
