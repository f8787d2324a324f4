/// Reads and writes for tests that set up or look at attempts directly; the app only admits
/// and forgets them.
extension SQLiteSignInAttemptRepository {
    func recordFailure(key: String, at secondsSince1970: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("INSERT INTO sign_in_attempts (key, attempted_at) VALUES (?, ?)", key, secondsSince1970)
        }
    }

    /// Attempts under `key` at or after `since`.
    func failures(key: String, since secondsSince1970: Int) throws -> SignInFailures {
        let failures = try database.readers.first(.signInFailures, key, secondsSince1970) { columns in
            SignInFailures(count: columns.integer(0), oldest: columns.optionalInteger(1))
        }
        guard let failures, failures.count > 0 else { return .none }
        return failures
    }

    func deleteFailures(before secondsSince1970: Int) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM sign_in_attempts WHERE attempted_at < ?", secondsSince1970)
        }
    }

    /// Every key with an attempt kept, in order.
    func keys() throws -> [String] {
        try database.write { connection throws(SQLiteError) in
            try connection.all("SELECT DISTINCT key FROM sign_in_attempts ORDER BY key") { $0.text(0) }
        }
    }
}
