public import Domain

/// Members in the `users` table.
///
/// `user(id:)` runs on every signed-in request: one statement prepared once on the thread's
/// read connection, bound and stepped on SQLite's C API, columns decoded by position. Writes go
/// through the database's writer and are durable when they return.
public struct SQLiteUserRepository: UserRepository {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email, compared
    ///   after Swift's Unicode lowercasing.
    public func create(_ user: NewUser) throws -> User {
        let id = try Self.refusingTakenEmail { () throws(SQLiteError) in
            try database.write { connection throws(SQLiteError) in
                try Self.insert(user, into: connection)
            }
        }
        return User(
            id: id, name: user.name, email: user.email, bio: "",
            passwordHash: user.passwordHash, createdAt: user.createdAt)
    }

    public func user(id: Int) throws -> User? {
        try database.readers.first(.userByID, id, decode: User.init(columns:))
    }

    public func user(email: String) throws -> User? {
        let key = Self.emailKey(email)
        return try database.readers.first(.userByEmailKey, key, decode: User.init(columns:))
    }

    @discardableResult
    public func updateProfile(id: Int, name: String, bio: String) throws -> Bool {
        try database.write { connection throws(SQLiteError) in
            try connection.run("UPDATE users SET name = ?, bio = ? WHERE id = ?", name, bio, id) > 0
        }
    }

    public func updatePasswordHash(id: Int, to passwordHash: String) throws {
        try database.write { connection throws(SQLiteError) in
            try connection.run("UPDATE users SET password_hash = ? WHERE id = ?", passwordHash, id)
        }
    }

    /// A new address is not confirmed yet, and the links mailed to the old one stop working;
    /// an address that differs only in case or Unicode spelling is the same address, and stays
    /// confirmed.
    @discardableResult
    public func updateEmail(id: Int, to email: String) throws -> Bool {
        try Self.refusingTakenEmail { () throws(SQLiteError) in
            try database.write { connection throws(SQLiteError) in
                let key = Self.emailKey(email)
                guard let previousKey = try connection.first("SELECT email_key FROM users WHERE id = ?", id, decode: { $0.text(0) })
                else { return false }
                // Bytes, not `==`: Swift's string equality treats two Unicode spellings as one.
                if key.utf8.elementsEqual(previousKey.utf8) {
                    try connection.run("UPDATE users SET email = ? WHERE id = ?", email, id)
                } else {
                    try Self.moveAddress(id: id, to: email, confirmedAt: nil, in: connection)
                }
                return true
            }
        }
    }

    /// One statement: the member's sessions, security log, avatar and mailed links go with them
    /// by their tables' `ON DELETE CASCADE`, in the same transaction.
    public func delete(id: Int) throws -> Bool {
        try database.write { connection throws(SQLiteError) in
            try connection.run("DELETE FROM users WHERE id = ?", id) > 0
        }
    }

    public func newest(limit: Int) throws -> [User] {
        try database.readers.all(.newestUsers, limit, decode: User.init(columns:))
    }

    public func list(offset: Int, limit: Int) throws -> [User] {
        try database.readers.all(.usersPage, limit, offset, decode: User.init(columns:))
    }

    public func count() throws -> Int {
        try database.readers.first(.userCount) { $0.integer(0) } ?? 0
    }

    static func insert(_ user: NewUser, into connection: WriteConnection) throws(SQLiteError) -> Int {
        try connection.run(
            """
            INSERT INTO users (name, email, email_key, bio, password_hash, created_at)
            VALUES (?, ?, ?, '', ?, ?)
            """,
            user.name, user.email, emailKey(user.email), user.passwordHash, user.createdAt)
        return connection.lastInsertedRowID
    }

    /// Gives the member `email` (confirmed at `confirmedAt`, or not yet) and voids the links
    /// mailed to the address they had, inside the caller's transaction.
    ///
    /// - Throws: the unique index's error when another member has the address.
    static func moveAddress(id: Int, to email: String, confirmedAt: Int?, in connection: WriteConnection) throws(SQLiteError) {
        try connection.run(
            "UPDATE users SET email = ?, email_key = ?, email_confirmed_at = ? WHERE id = ?",
            email, emailKey(email), confirmedAt, id)
        try SQLiteEmailTokens.revoke(userID: id, purposes: EmailTokenPurpose.linksToTheAddress, in: connection)
    }
}
