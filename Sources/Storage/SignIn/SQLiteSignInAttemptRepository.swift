public import Domain

/// Failed sign-ins in the `sign_in_attempts` table, so throttling holds across threads and
/// restarts. Queries by key and time use the `(key, attempted_at)` index.
public struct SQLiteSignInAttemptRepository: SignInAttemptRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func recordFailure(key: String, at secondsSince1970: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("INSERT INTO sign_in_attempts (key, attempted_at) VALUES (?, ?)", key, secondsSince1970)
        }
    }

    static let selectFailures = """
        SELECT COUNT(*), MIN(attempted_at) FROM sign_in_attempts
        WHERE key = ? AND attempted_at >= ?
        """

    public func failures(key: String, since secondsSince1970: Int) throws -> SignInFailures {
        let failures = try database.readers.first(.signInFailures, key, secondsSince1970) { columns in
            SignInFailures(count: columns.integer(0), oldest: columns.optionalInteger(1))
        }
        guard let failures, failures.count > 0 else { return .none }
        return failures
    }

    public func clearFailures(key: String) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sign_in_attempts WHERE key = ?", key)
        }
    }

    public func deleteFailures(before secondsSince1970: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sign_in_attempts WHERE attempted_at < ?", secondsSince1970)
        }
    }

    /// As ``deleteFailures(before:)``, at most `limit` rows in one short write transaction.
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
