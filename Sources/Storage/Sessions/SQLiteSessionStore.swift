internal import GRDB
public import ScreenKit

/// Signed-in sessions in the `sessions` table, keyed by the hash of the id the browser holds.
/// A member's sessions go when the member does (`ON DELETE CASCADE`).
///
/// `session(idHash:)` runs on every signed-in request: one statement prepared once on the
/// thread's read connection, columns decoded by position.
public struct SQLiteSessionStore: SessionStore {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func insert(_ session: SessionRecord) throws {
        try database.pool.write { db in
            try db.cachedStatement(sql: """
                INSERT INTO sessions (id_hash, user_id, csrf_secret, created_at, last_seen_at)
                VALUES (?, ?, ?, ?, ?)
                """)
                .execute(arguments: [
                    session.idHash, session.userID, session.csrfSecret, session.createdAt, session.lastSeenAt,
                ])
        }
    }

    static let selectByIDHash = """
        SELECT id_hash, user_id, csrf_secret, created_at, last_seen_at
        FROM sessions WHERE id_hash = ?
        """

    public func session(idHash: String) throws -> SessionRecord? {
        try database.readers.first(.sessionByIDHash, idHash, decode: SessionRecord.init(columns:))
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        try database.pool.write { db in
            try db.cachedStatement(sql: "UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?")
                .execute(arguments: [secondsSince1970, idHash])
        }
    }

    public func delete(idHash: String) throws {
        try database.pool.write { db in
            try db.cachedStatement(sql: "DELETE FROM sessions WHERE id_hash = ?")
                .execute(arguments: [idHash])
        }
    }

    /// Deletes the sessions idle since before `lastSeenBefore` or opened before `createdBefore`
    /// (the idle and absolute lifetimes), so the table does not grow forever.
    ///
    /// - Returns: the number of sessions deleted.
    @discardableResult
    public func deleteSessions(lastSeenBefore: Int, createdBefore: Int) throws -> Int {
        try database.pool.write { db in
            try db.cachedStatement(sql: "DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?")
                .execute(arguments: [lastSeenBefore, createdBefore])
            return db.changesCount
        }
    }
}
