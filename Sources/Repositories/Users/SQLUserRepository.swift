public import Domain
public import Localization

/// Members in the `users` table, on either store.
///
/// `user(id:)` runs on every page about a member: one statement, prepared once per connection.
/// Addresses are unique by their key (``EmailKey``: Unicode lowercasing, NFC), so "ÉLODIE@…",
/// "élodie@…" and "e\u{301}lodie@…" are one address; the unique index on `email_key` decides,
/// so two sign-ups of one address at once store one member, on one instance or several.
public struct SQLUserRepository: UserRepository {
    let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let selectByID = "SELECT \(User.columns.list) FROM users WHERE id = ?"
    static let selectByEmailKey = "SELECT \(User.columns.list) FROM users WHERE email_key = ?"
    static let selectNewest = "SELECT \(User.columns.list) FROM users ORDER BY created_at DESC, id DESC LIMIT ?"
    static let pages = Keyset(select: User.columns.list, from: "users", filter: nil, key: "id", descending: false)

    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the address.
    public func create(_ user: NewUser) throws -> User {
        let id = try Self.refusingTakenEmail {
            try database.write { try Self.insert(user, into: $0) }
        }
        return User(id: id, name: user.name, email: user.email, bio: "", passwordHash: user.passwordHash, createdAt: user.createdAt)
    }

    public func user(id: Int) throws -> User? {
        try database.read { try $0.first(Self.selectByID, id, columns: User.Column.self, decode: User.init) }
    }

    public func user(email: String) throws -> User? {
        try database.read { try $0.first(Self.selectByEmailKey, EmailKey.of(email), columns: User.Column.self, decode: User.init) }
    }

    @discardableResult
    public func updateProfile(id: Int, name: String, bio: String, location: String?) throws -> Bool {
        try database.write {
            try $0.run("UPDATE users SET name = ?, bio = ?, location = COALESCE(?, location) WHERE id = ?", name, bio, location, id) > 0
        }
    }

    @discardableResult
    public func updateLanguage(id: Int, to language: Language?) throws -> Bool {
        try database.write { try $0.run("UPDATE users SET language = ? WHERE id = ?", language?.tag, id) > 0 }
    }

    public func updatePasswordHash(id: Int, to passwordHash: String) throws {
        try database.write { try $0.run("UPDATE users SET password_hash = ? WHERE id = ?", passwordHash, id) }
    }

    /// A new address is not confirmed yet, and the links mailed to the old one stop working; an
    /// address that differs only in case or Unicode spelling is the same address, and stays
    /// confirmed.
    @discardableResult
    public func updateEmail(id: Int, to email: String) throws -> Bool {
        try Self.refusingTakenEmail {
            try database.write { connection in
                guard let previousKey = try connection.text("SELECT email_key AS value FROM users WHERE id = ? FOR UPDATE", id)
                else { return false }
                // Bytes, not `==`: Swift's string equality treats two Unicode spellings as one.
                if EmailKey.of(email).utf8.elementsEqual(previousKey.utf8) {
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
        try database.write { try $0.run("DELETE FROM users WHERE id = ?", id) > 0 }
    }

    public func newest(limit: Int) throws -> [User] {
        try database.read { try $0.all(Self.selectNewest, limit, columns: User.Column.self, decode: User.init) }
    }

    public func members(_ position: PagePosition, limit: Int) throws -> Page<User> {
        try database.read { connection in
            try Self.pages.page(position, limit: limit, filter: nil, key: try User.columns.column("id"), on: connection, decode: User.init)
        }
    }

    static func insert(_ user: NewUser, into connection: any SQLConnection) throws -> Int {
        let id = try connection.integer(
            """
            INSERT INTO users (name, email, email_key, bio, password_hash, created_at)
            VALUES (?, ?, ?, '', ?, ?) RETURNING id AS value
            """,
            user.name, user.email, EmailKey.of(user.email), user.passwordHash, user.createdAt)
        guard let id else { throw SQLStoreError.noRowReturned("users") }
        return id
    }

    /// Gives the member `email` (confirmed at `confirmedAt`, or not yet) and voids the links
    /// mailed to the address they had, inside the caller's transaction.
    ///
    /// - Throws: the unique index's error when another member has the address.
    static func moveAddress(id: Int, to email: String, confirmedAt: Int?, in connection: any SQLConnection) throws {
        try connection.run(
            "UPDATE users SET email = ?, email_key = ?, email_confirmed_at = ? WHERE id = ?",
            email, EmailKey.of(email), confirmedAt, id)
        try SQLEmailTokens.revoke(userID: id, purposes: EmailTokenPurpose.linksToTheAddress, in: connection)
    }

    /// Runs `write`, with the unique index on `email_key` refusing a second member reported as
    /// ``UserRepositoryError/emailTaken``; the write's transaction has rolled back by then.
    static func refusingTakenEmail<Value>(_ write: () throws -> Value) throws -> Value {
        do {
            return try write()
        } catch where error.violatesUnique(table: "users", column: "email_key") {
            throw UserRepositoryError.emailTaken
        }
    }
}
