public import Domain

/// Members' security logs in the `security_events` table, newest first by row id; a member's
/// rows go with the member (`ON DELETE CASCADE`) and every row after ``SecurityEvent/retentionSeconds``.
public struct SQLiteSecurityLog: SecurityLogRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func record(_ event: SecurityEvent) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                """
                INSERT INTO security_events (user_id, kind, occurred_at, client_address, user_agent)
                VALUES (?, ?, ?, ?, ?)
                """,
                event.userID, event.kind.rawValue, event.occurredAt, event.clientAddress, event.userAgent)
        }
    }

    static let selectPage = """
        SELECT user_id, kind, occurred_at, client_address, user_agent FROM security_events
        WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?
        """

    public func events(userID: Int, offset: Int, limit: Int) throws -> [SecurityEvent] {
        // A kind this release does not know (written by a newer one) is left out, not guessed.
        try database.readers.all(.securityEventsPage, userID, limit, offset) { columns -> SecurityEvent? in
            guard let kind = SecurityEvent.Kind(rawValue: columns.text(1)) else { return nil }
            return SecurityEvent(
                userID: columns.integer(0), kind: kind, occurredAt: columns.integer(2),
                clientAddress: columns.text(3), userAgent: columns.text(4))
        }.compactMap { $0 }
    }

    static let selectCount = "SELECT COUNT(*) FROM security_events WHERE user_id = ?"

    public func count(userID: Int) throws -> Int {
        try database.readers.first(.securityEventCount, userID) { $0.integer(0) } ?? 0
    }

    /// Deletes up to `limit` events that happened before `before`.
    ///
    /// - Returns: how many were deleted; `limit` means more may be left.
    @discardableResult
    public func deleteEvents(before: Int, limit: Int) throws -> Int {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                "DELETE FROM security_events WHERE id IN (SELECT id FROM security_events WHERE occurred_at < ? LIMIT ?)",
                before, limit)
        }
    }
}
