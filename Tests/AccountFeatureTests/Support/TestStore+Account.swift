import Domain
import DomainTesting
import Repositories
import ScreenKit
import Storage

/// What the account tests look at beside ``TestStore``'s own helpers, read with SQL: how many
/// members there are, every member's security events, and the sessions kept.
extension TestStore {
    /// How many members there are.
    func memberCount() throws -> Int {
        try database.read { try $0.integer("SELECT COUNT(*) AS value FROM users") } ?? 0
    }

    /// Every security event, whoever's, in the order they were recorded.
    func securityEvents() throws -> [SecurityEvent] {
        try database.read {
            try $0.all(
                "SELECT \(EventColumn.list) FROM security_events ORDER BY id", columns: EventColumn.self
            ) { row -> SecurityEvent? in
                guard let kind = SecurityEvent.Kind(rawValue: try row.text(.kind)) else { return nil }
                return try SecurityEvent(
                    id: row.integer(.id), userID: row.integer(.userID), kind: kind, occurredAt: row.integer(.occurredAt),
                    clientAddress: row.text(.clientAddress), userAgent: row.text(.userAgent))
            }.compactMap { $0 }
        }
    }

    /// Every session kept, whoever's, in the order they were opened.
    func sessionRecords() throws -> [SessionRecord] {
        try database.read {
            try $0.all("SELECT \(SessionColumn.list) FROM sessions ORDER BY number", columns: SessionColumn.self) { row in
                try SessionRecord(
                    idHash: row.text(.idHash), userID: row.integer(.userID), csrfSecret: row.text(.csrfSecret),
                    createdAt: row.integer(.createdAt), lastSeenAt: row.integer(.lastSeenAt),
                    authenticatedAt: row.integer(.authenticatedAt), persistent: row.boolean(.persistent))
            }
        }
    }
}

/// The columns of `security_events`.
private enum EventColumn: Int, SQLColumn {
    case id, userID, kind, occurredAt, clientAddress, userAgent
}

/// The columns of `sessions` a ``SessionRecord`` holds.
private enum SessionColumn: Int, SQLColumn {
    case idHash, userID, csrfSecret, createdAt, lastSeenAt, authenticatedAt, persistent
}
