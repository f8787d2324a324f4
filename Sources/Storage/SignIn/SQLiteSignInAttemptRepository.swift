public import Domain

/// Throttled attempts in the `sign_in_attempts` table, so throttling holds across threads,
/// processes and restarts. Queries by key and time use the `(key, attempted_at)` index.
public struct SQLiteSignInAttemptRepository: SignInAttemptRepository {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func admit(_ limits: [AttemptLimit], since: Int, at now: Int) throws -> AttemptAdmission {
        // `write` is one BEGIN IMMEDIATE transaction: it holds the database's write lock from
        // the first count to the last insert, across threads and processes alike.
        try database.write { connection throws(SQLiteError) in
            var refusedOldest: Int?
            for limit in limits {
                let counted = try connection.first(Self.selectFailures, limit.key, since) { columns in
                    (count: columns.integer(0), oldest: columns.optionalInteger(1))
                }
                if let counted, counted.count >= limit.limit {
                    refusedOldest = max(refusedOldest ?? .min, counted.oldest ?? now)
                }
            }
            if let refusedOldest { return .refused(oldestCounted: refusedOldest) }
            var ids: [Int] = []
            for limit in limits {
                try connection.run("INSERT INTO sign_in_attempts (key, attempted_at) VALUES (?, ?)", limit.key, now)
                ids.append(connection.lastInsertedRowID)
            }
            return .admitted(ids: ids)
        }
    }

    public func forget(_ ids: [Int], andEveryAttemptUnder key: String) throws {
        try database.write { connection throws(SQLiteError) in
            for id in ids {
                try connection.run("DELETE FROM sign_in_attempts WHERE id = ?", id)
            }
            try connection.run("DELETE FROM sign_in_attempts WHERE key = ?", key)
        }
    }

    static let selectFailures = """
        SELECT COUNT(*), MIN(attempted_at) FROM sign_in_attempts
        WHERE key = ? AND attempted_at >= ?
        """

    /// Forgets attempts before `secondsSince1970`, at most `limit` of them in one short write
    /// transaction, so the table does not grow forever (the app's periodic sweep).
    ///
    /// - Returns: the number of failures deleted; `limit` means more may be left.
    @discardableResult
    public func deleteFailures(before secondsSince1970: Int, limit: Int) throws -> Int {
        try database.write { connection throws(SQLiteError) in
            try connection.run(
                "DELETE FROM sign_in_attempts WHERE id IN (SELECT id FROM sign_in_attempts WHERE attempted_at < ? LIMIT ?)",
                secondsSince1970, limit)
        }
    }
}
