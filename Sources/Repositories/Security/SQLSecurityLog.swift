public import Domain

/// Members' security logs in the `security_events` table, newest first by id; a member's rows
/// go with the member (`ON DELETE CASCADE`) and every row after ``SecurityEvent/retentionSeconds``.
public struct SQLSecurityLog: SecurityLogRepository {
    enum Column: Int, SQLColumn {
        case userID, kind, occurredAt, clientAddress, userAgent
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectPage = "SELECT \(Column.list) FROM security_events WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?"

    public func record(_ event: SecurityEvent) throws {
        try database.write {
            try $0.run(
                "INSERT INTO security_events (user_id, kind, occurred_at, client_address, user_agent) VALUES (?, ?, ?, ?, ?)",
                event.userID, event.kind.rawValue, event.occurredAt, event.clientAddress, event.userAgent)
        }
    }

    /// A kind this release does not know (written by a newer one) is left out, not guessed.
    public func events(userID: Int, offset: Int, limit: Int) throws -> [SecurityEvent] {
        try database.read {
            try $0.all(Self.selectPage, userID, limit, offset, columns: Column.self) { row -> SecurityEvent? in
                guard let kind = SecurityEvent.Kind(rawValue: try row.text(.kind)) else { return nil }
                return try SecurityEvent(
                    userID: row.integer(.userID), kind: kind, occurredAt: row.integer(.occurredAt),
                    clientAddress: row.text(.clientAddress), userAgent: row.text(.userAgent))
            }.compactMap { $0 }
        }
    }

    public func count(userID: Int) throws -> Int {
        try database.read { try $0.integer("SELECT COUNT(*) AS value FROM security_events WHERE user_id = ?", userID) } ?? 0
    }

    @discardableResult
    public func deleteEvents(before: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run(
                "DELETE FROM security_events WHERE id IN (SELECT id FROM security_events WHERE occurred_at < ? LIMIT ?)", before, limit)
        }
    }
}
