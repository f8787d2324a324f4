public import Domain

/// Throttled attempts in the `sign_in_attempts` table, counted across threads, processes,
/// restarts and every instance on the database. Queries by key and time use the
/// `(key, attempted_at)` index.
public struct SQLSignInAttempts: SignInAttemptRepository {
    enum Column: Int, SQLColumn {
        case count, oldest
    }

    private let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectFailures = """
        SELECT COUNT(*) AS count, MIN(attempted_at) AS oldest FROM sign_in_attempts WHERE key = ? AND attempted_at >= ?
        """

    /// Counts and records in one write transaction that holds every key's turn
    /// (``SQLConnection/serialize(on:)``) from the first count to the last insert, so no attempt
    /// slips in between another's count and record.
    public func admit(_ limits: [AttemptLimit], since: Int, at now: Int) throws -> AttemptAdmission {
        try database.write { connection in
            try connection.serialize(on: limits.map(\.key))
            var refusedOldest: Int?
            for limit in limits {
                let counted = try connection.first(Self.selectFailures, limit.key, since, columns: Column.self) { row in
                    (count: try row.integer(.count), oldest: try row.optionalInteger(.oldest))
                }
                if let counted, counted.count >= limit.limit {
                    refusedOldest = max(refusedOldest ?? .min, counted.oldest ?? now)
                }
            }
            if let refusedOldest { return .refused(oldestCounted: refusedOldest) }
            var ids: [Int] = []
            for limit in limits {
                guard let id = try connection.integer(
                    "INSERT INTO sign_in_attempts (key, attempted_at) VALUES (?, ?) RETURNING id AS value", limit.key, now)
                else { throw SQLStoreError.noRowReturned("sign_in_attempts") }
                ids.append(id)
            }
            return .admitted(ids: ids)
        }
    }

    public func forget(_ ids: [Int], andEveryAttemptUnder keys: [String]) throws {
        try database.write { connection in
            for id in ids {
                try connection.run("DELETE FROM sign_in_attempts WHERE id = ?", id)
            }
            for key in keys {
                try connection.run("DELETE FROM sign_in_attempts WHERE key = ?", key)
            }
        }
    }

    /// Forgets up to `limit` attempts made before `before`, in one short write transaction, so
    /// the table does not grow forever (the app's periodic sweep).
    ///
    /// - Returns: the number deleted; `limit` means more may be left.
    @discardableResult
    public func deleteFailures(before: Int, limit: Int) throws -> Int {
        try database.write {
            try $0.run(
                "DELETE FROM sign_in_attempts WHERE id IN (SELECT id FROM sign_in_attempts WHERE attempted_at < ? LIMIT ?)", before, limit)
        }
    }
}
