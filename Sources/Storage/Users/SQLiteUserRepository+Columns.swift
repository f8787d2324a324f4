internal import Domain

extension SQLiteUserRepository {
    /// The columns every member query selects, in the order ``User/init(columns:)`` reads them.
    private static let columns = "id, name, email, bio, password_hash, created_at, avatar_tag, email_confirmed_at"

    // Prepared once per read connection (``ReadQuery``).
    static let selectByID = "SELECT \(columns) FROM users WHERE id = ?"
    static let selectByEmailKey = "SELECT \(columns) FROM users WHERE email_key = ?"
    static let selectNewest = "SELECT \(columns) FROM users ORDER BY created_at DESC, id DESC LIMIT ?"
    static let selectPage = "SELECT \(columns) FROM users ORDER BY id LIMIT ? OFFSET ?"
    static let selectCount = "SELECT COUNT(*) FROM users"

    /// The key that makes emails unique regardless of case and Unicode spelling (``EmailKey``):
    /// "ÉLODIE@…", "élodie@…" and "e\u{301}lodie@…" collide where SQLite's ASCII-only NOCASE
    /// would not.
    static func emailKey(_ email: String) -> String {
        EmailKey.of(email)
    }

    /// Whether `error` is the unique index on `email_key` refusing a second member, and not
    /// another constraint that would point to a bug.
    static func isEmailKeyConflict(_ error: SQLiteError) -> Bool {
        error.code == .uniqueConstraint && error.message.contains("users.email_key")
    }

    /// Runs `write`, with the unique index on `email_key` refusing a second member reported as
    /// ``UserRepositoryError/emailTaken``; the write's transaction has rolled back by then.
    static func refusingTakenEmail<Value>(_ write: () throws(SQLiteError) -> Value) throws -> Value {
        do {
            return try write()
        } catch {
            guard isEmailKeyConflict(error) else { throw error }
            throw UserRepositoryError.emailTaken
        }
    }
}

extension User {
    /// Decodes a row selected with ``SQLiteUserRepository/columns``, by position.
    init(columns: StatementColumns) {
        self.init(
            id: columns.integer(0), name: columns.text(1), email: columns.text(2), bio: columns.text(3),
            passwordHash: columns.text(4), createdAt: columns.integer(5), avatarTag: columns.optionalText(6),
            emailConfirmedAt: columns.optionalInteger(7))
    }
}
