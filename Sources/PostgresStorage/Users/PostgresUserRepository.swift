public import Domain

/// Members in the `users` table. Reads and writes go through the database's pool; each write is
/// one transaction, committed (and durable) when it returns.
public struct PostgresUserRepository: UserRepository {
    let database: PostgresDatabase

    public init(database: PostgresDatabase) {
        self.database = database
    }

    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email: the
    ///   unique constraint on `email_key` decides, so two instances signing up the same address
    ///   at once store one member.
    public func create(_ user: NewUser) throws -> User {
        let id = try Self.refusingTakenEmail {
            try database.write { connection throws(PostgresError) in try Self.insert(user, into: connection) }
        }
        return User(id: id, name: user.name, email: user.email, bio: "", passwordHash: user.passwordHash, createdAt: user.createdAt)
    }

    public func user(id: Int) throws -> User? {
        try database.read { connection throws(PostgresError) in
            try connection.first(Self.selectByID, id, decode: User.init(columns:))
        }
    }

    public func user(email: String) throws -> User? {
        try database.read { connection throws(PostgresError) in
            try connection.first(Self.selectByEmailKey, EmailKey.of(email), decode: User.init(columns:))
        }
    }

    @discardableResult
    public func updateProfile(id: Int, name: String, bio: String) throws -> Bool {
        try database.write { connection throws(PostgresError) in
            try connection.run("UPDATE users SET name = $1, bio = $2 WHERE id = $3", name, bio, id) > 0
        }
    }

    public func updatePasswordHash(id: Int, to passwordHash: String) throws {
        try database.write { connection throws(PostgresError) in
            try connection.run("UPDATE users SET password_hash = $1 WHERE id = $2", passwordHash, id)
        }
    }

    /// A new address is not confirmed yet, and the links mailed to the old one stop working; an
    /// address that differs only in case or Unicode spelling is the same address, and stays
    /// confirmed.
    @discardableResult
    public func updateEmail(id: Int, to email: String) throws -> Bool {
        try Self.refusingTakenEmail {
            try database.write { connection throws(PostgresError) in
                let key = EmailKey.of(email)
                guard let previousKey = try connection.first(
                    "SELECT email_key FROM users WHERE id = $1 FOR UPDATE", id, decode: { $0.text(0) })
                else { return false }
                // Bytes, not `==`: Swift's string equality treats two Unicode spellings as one.
                if key.utf8.elementsEqual(previousKey.utf8) {
                    try connection.run("UPDATE users SET email = $1 WHERE id = $2", email, id)
                } else {
                    try Self.moveAddress(id: id, to: email, confirmedAt: nil, in: connection)
                }
                return true
            }
        }
    }

    /// One statement: the member's sessions, security log, avatar and mailed links go with them
    /// by their tables' `ON DELETE CASCADE`.
    public func delete(id: Int) throws -> Bool {
        try database.write { connection throws(PostgresError) in
            try connection.run("DELETE FROM users WHERE id = $1", id) > 0
        }
    }

    public func newest(limit: Int) throws -> [User] {
        try database.read { connection throws(PostgresError) in
            try connection.all(Self.selectNewest, limit, decode: User.init(columns:))
        }
    }

    public func list(offset: Int, limit: Int) throws -> [User] {
        try database.read { connection throws(PostgresError) in
            try connection.all(Self.selectPage, limit, offset, decode: User.init(columns:))
        }
    }

    public func count() throws -> Int {
        try database.read { connection throws(PostgresError) in
            try connection.first("SELECT COUNT(*) FROM users") { $0.integer(0) } ?? 0
        }
    }

    static func insert(_ user: NewUser, into connection: PostgresConnection) throws(PostgresError) -> Int {
        let id = try connection.first(
            """
            INSERT INTO users (name, email, email_key, bio, password_hash, created_at)
            VALUES ($1, $2, $3, '', $4, $5) RETURNING id
            """,
            user.name, user.email, EmailKey.of(user.email), user.passwordHash, user.createdAt) { $0.integer(0) }
        guard let id else { throw PostgresError(.statement, message: "the member insert returned no row") }
        return id
    }

    /// Gives the member `email` (confirmed at `confirmedAt`, or not yet) and voids the links
    /// mailed to the address they had, inside the caller's transaction.
    static func moveAddress(id: Int, to email: String, confirmedAt: Int?, in connection: PostgresConnection) throws(PostgresError) {
        try connection.run(
            "UPDATE users SET email = $1, email_key = $2, email_confirmed_at = $3 WHERE id = $4",
            email, EmailKey.of(email), confirmedAt, id)
        try PostgresEmailTokens.revoke(userID: id, purposes: EmailTokenPurpose.linksToTheAddress, in: connection)
    }

    /// Runs `write`, with the unique constraint on `email_key` refusing a second member reported
    /// as ``UserRepositoryError/emailTaken``; the write's transaction has rolled back by then.
    static func refusingTakenEmail<Value>(_ write: () throws -> Value) throws -> Value {
        do {
            return try write()
        } catch let error as PostgresError where error.isUniqueViolation(of: "users_email_key_unique") {
            throw UserRepositoryError.emailTaken
        }
    }
}
