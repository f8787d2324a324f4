import Localization
public import Sessions

/// Signed-in sessions in the `sessions` table, keyed by the hash of the id the browser holds.
/// A member's sessions go when the member does (`ON DELETE CASCADE`).
///
/// `signedInSession(idHash:)` runs on every signed-in request: one statement, the session
/// joined with its member's name, whether their address is confirmed and the language they chose. Last-seen times arrive
/// in batches (``updateLastSeen(_:)``), written off the request threads.
///
/// A session's number, which the devices screen's revoke forms name, is its key from a
/// sequence: never reused, so a form left open names only the session it showed.
public struct SQLSessionStore: SessionStore {
    enum Column: Int, SQLColumn {
        case idHash, userID, csrfSecret, createdAt, lastSeenAt, authenticatedAt, persistent
        case name, emailConfirmed, language, number, userAgent, clientAddress, signInMethod
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    private static let record = "id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at, persistent"

    static let selectWithUserByIDHash = """
        SELECT s.id_hash, s.user_id, s.csrf_secret, s.created_at, s.last_seen_at, s.authenticated_at, s.persistent,
            u.name, u.email_confirmed_at IS NOT NULL AS email_confirmed, u.language
        FROM sessions AS s JOIN users AS u ON u.id = s.user_id WHERE s.id_hash = ?
        """

    static let selectByUserID = """
        SELECT \(record), number, user_agent, client_address, sign_in_method FROM sessions
        WHERE user_id = ? ORDER BY created_at DESC, number DESC
        """

    /// The member's last sign-in is the session's opening, in the same transaction.
    public func insert(_ session: SessionRecord, device: SessionDevice, method: SignInMethod) throws {
        try database.write {
            try $0.run("UPDATE users SET last_signed_in_at = ? WHERE id = ?", session.createdAt, session.userID)
            try $0.run(
                """
                INSERT INTO sessions (id_hash, user_id, csrf_secret, created_at, last_seen_at, authenticated_at,
                                      persistent, user_agent, client_address, sign_in_method)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                session.idHash, session.userID, session.csrfSecret, session.createdAt, session.lastSeenAt,
                session.authenticatedAt, session.persistent, device.userAgent, device.clientAddress, method.storedText)
        }
    }

    public func signedInSession(idHash: String) throws -> SignedInSession? {
        try database.read {
            try $0.first(Self.selectWithUserByIDHash, idHash, columns: Column.self) { row in
                let record = try SessionRecord(row)
                // A tag this release does not speak (written by a newer one) reads as no choice.
                let language = try row.optionalText(.language).flatMap(Language.init(tag:))
                return SignedInSession(
                    record: record,
                    user: SignedInUser(
                        id: record.userID, name: try row.text(.name), emailConfirmed: try row.boolean(.emailConfirmed),
                        language: language))
            }
        }
    }

    public func sessions(userID: Int) throws -> [StoredSession] {
        try database.read {
            try $0.all(Self.selectByUserID, userID, columns: Column.self) { row in
                try StoredSession(
                    number: row.integer(.number), record: SessionRecord(row),
                    device: SessionDevice(userAgent: row.text(.userAgent), clientAddress: row.text(.clientAddress)),
                    method: SignInMethod(storedText: row.text(.signInMethod)))
            }
        }
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        try updateLastSeen([idHash: secondsSince1970])
    }

    /// Writes every time in one transaction, so a batch of last-seen times costs one commit
    /// however many sessions it holds. A time never moves backwards, so a batch kept back by a
    /// failed write cannot undo a later one.
    public func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        guard !lastSeenByIDHash.isEmpty else { return }
        try database.write { connection in
            for (idHash, secondsSince1970) in lastSeenByIDHash {
                try connection.run(
                    "UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ?",
                    secondsSince1970, idHash, secondsSince1970)
            }
        }
    }

    public func delete(idHash: String) throws {
        try database.write { try $0.run("DELETE FROM sessions WHERE id_hash = ?", idHash) }
    }

    public func delete(number: Int, userID: Int) throws -> Bool {
        try database.write { try $0.run("DELETE FROM sessions WHERE number = ? AND user_id = ?", number, userID) > 0 }
    }

    public func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int {
        try database.write { try $0.run("DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?", userID, keptIDHash) }
    }

    public func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws {
        try database.write {
            try $0.run("UPDATE sessions SET id_hash = ?, authenticated_at = ? WHERE id_hash = ?", newIDHash, authenticatedAt, idHash)
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
        try database.write {
            try $0.run(
                """
                DELETE FROM sessions WHERE id_hash IN (
                    SELECT id_hash FROM (
                        SELECT id_hash FROM sessions WHERE last_seen_at < ?
                        UNION SELECT id_hash FROM sessions WHERE created_at < ?
                        UNION SELECT id_hash FROM sessions WHERE NOT persistent AND last_seen_at < ?
                    ) AS expired LIMIT ?)
                """, lastSeenBefore, createdBefore, unrememberedLastSeenBefore ?? lastSeenBefore, limit)
        }
    }
}

extension SessionRecord {
    init(_ row: SQLRow<SQLSessionStore.Column>) throws {
        try self.init(
            idHash: row.text(.idHash), userID: row.integer(.userID), csrfSecret: row.text(.csrfSecret),
            createdAt: row.integer(.createdAt), lastSeenAt: row.integer(.lastSeenAt), authenticatedAt: row.integer(.authenticatedAt),
            persistent: row.boolean(.persistent))
    }
}
