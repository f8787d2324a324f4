public import Domain

/// Throttled attempts in the `sign_in_attempts` table, counted across every instance on the
/// database.
public struct PostgresSignInAttempts: SignInAttemptRepository {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    /// Each key's count and insert happen under a transaction-scoped advisory lock on the key,
    /// taken in a fixed order: two instances admitting the same key take turns, so no attempt
    /// slips in between another's count and record, and two admissions never deadlock.
    public func admit(_ limits: [AttemptLimit], since: Int, at now: Int) throws -> AttemptAdmission {
        try database.write { connection throws(PostgresError) in
            for key in Set(limits.map(\.key)).sorted() {
                try connection.run("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", key)
            }
            var refusedOldest: Int?
            for limit in limits {
                let counted = try connection.first(
                    "SELECT COUNT(*), MIN(attempted_at) FROM sign_in_attempts WHERE key = $1 AND attempted_at >= $2",
                    limit.key, since
                ) { columns in (count: columns.integer(0), oldest: columns.optionalInteger(1)) }
                if let counted, counted.count >= limit.limit {
                    refusedOldest = max(refusedOldest ?? .min, counted.oldest ?? now)
                }
            }
            if let refusedOldest { return .refused(oldestCounted: refusedOldest) }
            var ids: [Int] = []
            for limit in limits {
                let id = try connection.first(
                    "INSERT INTO sign_in_attempts (key, attempted_at) VALUES ($1, $2) RETURNING id", limit.key, now
                ) { $0.integer(0) }
                ids.append(id ?? 0)
            }
            return .admitted(ids: ids)
        }
    }

    public func forget(_ ids: [Int], andEveryAttemptUnder key: String) throws {
        try database.write { connection throws(PostgresError) in
            for id in ids {
                try connection.run("DELETE FROM sign_in_attempts WHERE id = $1", id)
            }
            try connection.run("DELETE FROM sign_in_attempts WHERE key = $1", key)
        }
    }

    /// Forgets up to `limit` attempts made before `before` (the app's periodic sweep).
    @discardableResult
    public func deleteFailures(before: Int, limit: Int) throws -> Int {
        try database.write { connection throws(PostgresError) in
            try connection.run(
                "DELETE FROM sign_in_attempts WHERE id IN (SELECT id FROM sign_in_attempts WHERE attempted_at < $1 LIMIT $2)",
                before, limit)
        }
    }
}
