public import ScreenKit

/// Signed-in sessions in the `sessions` table, keyed by the hash of the id the browser holds.
/// A member's sessions go when the member does (`ON DELETE CASCADE`).
///
/// `signedInSession(idHash:)` runs on every signed-in request: one statement (the session
/// joined with its member's name and whether their address is confirmed) prepared once on the
/// thread's read connection, columns decoded by position. Last-seen times arrive in batches
/// (``updateLastSeen(_:)``), written off the request threads.
///
/// A session's number, which the devices screen's revoke forms name, is its `AUTOINCREMENT`
/// key: never reused, so a form left open names only the session it showed.
public struct SQLiteSessionStore: SessionStore {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func insert(_ session: SessionRecord, device: SessionDevice) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                """
                INSERT INTO sessions (id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at,
                                      persistent, user_agent, client_address)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                session.idHash, session.userID, session.csrfSecret, session.createdAt, session.lastSeenAt,
                session.authenticatedAt, session.persistent ? 1 : 0, device.userAgent, device.clientAddress)
        }
    }

    static let recordColumns = "id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at, persistent"

    static let selectByIDHash = "SELECT \(recordColumns) FROM sessions WHERE id_hash = ?"

    public func session(idHash: String) throws -> SessionRecord? {
        try database.readers.first(.sessionByIDHash, idHash, decode: SessionRecord.init(columns:))
    }

    static let selectWithUserByIDHash = """
        SELECT s.id_hash, s.user_id, s.csrf_secret, s.created_at, s.last_seen_at, s.authenticated_at, s.persistent, u.name,
            u.email_confirmed_at IS NOT NULL
        FROM sessions AS s JOIN users AS u ON u.id = s.user_id WHERE s.id_hash = ?
        """

    public func signedInSession(idHash: String) throws -> SignedInSession? {
        try database.readers.first(.signedInSessionByIDHash, idHash) { columns in
            let record = SessionRecord(columns: columns)
            let user = SignedInUser(id: record.userID, name: columns.text(7), emailConfirmed: columns.integer(8) != 0)
            return SignedInSession(record: record, user: user)
        }
    }

    static let selectByUserID = """
        SELECT \(recordColumns), number, user_agent, client_address FROM sessions
        WHERE user_id = ? ORDER BY created_at DESC, number DESC
        """

    public func sessions(userID: Int) throws -> [StoredSession] {
        try database.readers.all(.sessionsByUserID, userID) { columns in
            StoredSession(
                number: columns.integer(7), record: SessionRecord(columns: columns),
                device: SessionDevice(userAgent: columns.text(8), clientAddress: columns.text(9)))
        }
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?", secondsSince1970, idHash)
        }
    }

    /// Writes every time in one transaction, one cached statement run per session, so a
    /// batch of last-seen times costs one commit (one `fsync`) however many sessions it holds.
    public func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        guard !lastSeenByIDHash.isEmpty else { return }
        try database.write { connection throws(SQLiteError) in
            for (idHash, secondsSince1970) in lastSeenByIDHash {
                // MAX: a batch kept back by a failed write never moves a session's time backwards.
                try connection.run(
                    "UPDATE sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE id_hash = ?",
                    secondsSince1970, idHash)
            }
        }
    }

    public func delete(idHash: String) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sessions WHERE id_hash = ?", idHash)
        }
    }

    public func delete(number: Int, userID: Int) throws -> Bool {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sessions WHERE number = ? AND user_id = ?", number, userID) > 0
        }
    }

    public func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?", userID, keptIDHash)
        }
    }

    public func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                "UPDATE sessions SET id_hash = ?, authenticated_at = ? WHERE id_hash = ?", newIDHash, authenticatedAt, idHash)
        }
    }

    /// Deletes up to `limit` of the sessions idle since before `lastSeenBefore` or opened before
    /// `createdBefore` (the idle and absolute lifetimes), so the table does not grow forever. The
    /// limit keeps each write transaction short while requests wait for the writer.
    ///
    /// A session signed in without "remember me" idles out sooner: those idle since before
    /// `unrememberedLastSeenBefore` go too.
    ///
    /// - Returns: the number of sessions deleted; `limit` means more may be left.
    @discardableResult
    public func deleteSessions(
        lastSeenBefore: Int, unrememberedLastSeenBefore: Int? = nil, createdBefore: Int, limit: Int
    ) throws -> Int {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                """
                DELETE FROM sessions WHERE id_hash IN (
                    SELECT id_hash FROM sessions WHERE last_seen_at < ?
                    UNION SELECT id_hash FROM sessions WHERE created_at < ?
                    UNION SELECT id_hash FROM sessions WHERE persistent = 0 AND last_seen_at < ?
                    LIMIT ?)
                """, lastSeenBefore, createdBefore, unrememberedLastSeenBefore ?? lastSeenBefore, limit)
        }
    }
}

extension SessionRecord {
    /// Decodes a row of ``SQLiteSessionStore/recordColumns``, by position.
    init(columns: StatementColumns) {
        self.init(
            idHash: columns.text(0), userID: columns.integer(1), csrfSecret: columns.text(2),
            createdAt: columns.integer(3), lastSeenAt: columns.integer(4), authenticatedAt: columns.integer(5),
            persistent: columns.integer(6) != 0)
    }
}
