public import Domain

/// Members' security logs in the `security_events` table, newest first by id; a member's rows
/// go with the member (`ON DELETE CASCADE`) and every row after ``SecurityEvent/retentionSeconds``.
public struct SQLSecurityLog: SecurityLogRepository {
    enum Column: Int, SQLColumn {
        case id, userID, kind, occurredAt, clientAddress, userAgent
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let pages = Keyset(select: Column.list, from: "security_events", filter: "user_id = ?", key: "id", descending: true)

    public func record(_ event: SecurityEvent) throws {
        try database.write {
            try $0.run(
                "INSERT INTO security_events (user_id, kind, occurred_at, client_address, user_agent) VALUES (?, ?, ?, ?, ?)",
                event.userID, event.kind.rawValue, event.occurredAt, event.clientAddress, event.userAgent)
        }
    }

    /// A kind this release does not know (written by a newer one) is left out, not guessed.
    public func events(userID: Int, _ position: PagePosition, limit: Int) throws -> Page<SecurityEvent> {
        try database.read { connection in
            try Self.pages.page(position, limit: limit, filter: userID, key: Column.id, on: connection) { row -> SecurityEvent? in
                guard let kind = SecurityEvent.Kind(rawValue: try row.text(.kind)) else { return nil }
                return try SecurityEvent(
                    id: row.integer(.id), userID: row.integer(.userID), kind: kind, occurredAt: row.integer(.occurredAt),
                    clientAddress: row.text(.clientAddress), userAgent: row.text(.userAgent))
            }
        }
    }

    @discardableResult
    public func deleteEvents(before: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run(
                "DELETE FROM security_events WHERE id IN (SELECT id FROM security_events WHERE occurred_at < ? LIMIT ?)", before, limit)
        }
    }
}
