public import ScreenKit

/// Signed-in sessions in the `sessions` table, keyed by the hash of the id the browser holds,
/// seen by every instance on the database: a session revoked on one is gone for all. A member's
/// sessions go when the member does (`ON DELETE CASCADE`).
///
/// A session's number, which the devices screen's revoke forms name, is its identity key: never
/// reused.
public struct PostgresSessionStore: SessionStore {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    public func insert(_ session: SessionRecord, device: SessionDevice) throws {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                """
                INSERT INTO sessions (id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at,
                                      persistent, user_agent, client_address)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """,
                session.idHash, session.userID, session.csrfSecret, session.createdAt, session.lastSeenAt,
                session.authenticatedAt, session.persistent, device.userAgent, device.clientAddress)
        }
    }

    static let recordColumns = "id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at, persistent"

    /// The session joined with its member's name and whether their address is confirmed: one
    /// statement on every signed-in request.
    public func signedInSession(idHash: String) throws -> SignedInSession? {
        try database.read { connection throws(PostgresError) in
            try connection.first(
                """
                SELECT s.id_hash, s.user_id, s.csrf_secret, s.created_at, s.last_seen_at, s.authenticated_at, s.persistent,
                    u.name, u.email_confirmed_at IS NOT NULL
                FROM sessions AS s JOIN users AS u ON u.id = s.user_id WHERE s.id_hash = $1
                """, idHash
            ) { columns in
                let record = SessionRecord(columns: columns)
                return SignedInSession(
                    record: record, user: SignedInUser(id: record.userID, name: columns.text(7), emailConfirmed: columns.boolean(8)))
            }
        }
    }

    public func sessions(userID: Int) throws -> [StoredSession] {
        try database.read { connection throws(PostgresError) in
            try connection.all(
                """
                SELECT \(Self.recordColumns), number, user_agent, client_address FROM sessions
                WHERE user_id = $1 ORDER BY created_at DESC, number DESC
                """, userID
            ) { columns in
                StoredSession(
                    number: columns.integer(7), record: SessionRecord(columns: columns),
                    device: SessionDevice(userAgent: columns.text(8), clientAddress: columns.text(9)))
            }
        }
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        try updateLastSeen([idHash: secondsSince1970])
    }

    /// Every time in one transaction and one commit, and never backwards: instances flush their
    /// batches independently, and the latest time wins whichever arrives last.
    public func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        guard !lastSeenByIDHash.isEmpty else { return }
        try database.write { connection throws(PostgresError) in
            // In a fixed order, so two instances updating the same sessions never deadlock.
            for (idHash, secondsSince1970) in lastSeenByIDHash.sorted(by: { $0.key < $1.key }) {
                try connection.run(
                    "UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $1::bigint) WHERE id_hash = $2",
                    secondsSince1970, idHash)
            }
        }
    }

    public func delete(idHash: String) throws {
        try database.write { connection throws(PostgresError) in
            try connection.run("DELETE FROM sessions WHERE id_hash = $1", idHash)
        }
    }

    public func delete(number: Int, userID: Int) throws -> Bool {
        try database.write { connection throws(PostgresError) in
            try connection.run("DELETE FROM sessions WHERE number = $1 AND user_id = $2", number, userID) > 0
        }
    }

    public func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int {
        try database.write { connection throws(PostgresError) in
            try connection.run("DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2", userID, keptIDHash)
        }
    }

    public func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                "UPDATE sessions SET id_hash = $1, authenticated_at = $2 WHERE id_hash = $3", newIDHash, authenticatedAt, idHash)
        }
    }
}

extension SessionRecord {
    /// Decodes a row of ``PostgresSessionStore/recordColumns``, by position.
    init(columns: PostgresColumns) {
        self.init(
            idHash: columns.text(0), userID: columns.integer(1), csrfSecret: columns.text(2),
            createdAt: columns.integer(3), lastSeenAt: columns.integer(4), authenticatedAt: columns.integer(5),
            persistent: columns.boolean(6))
    }
}
