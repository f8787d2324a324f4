public import Domain
internal import GRDB

/// Members in the `users` table.
///
/// `user(id:)` runs on every signed-in request: one statement prepared once on the thread's
/// read connection, bound and stepped on SQLite's C API, columns decoded by position. Writes go
/// through the pool's writer and are durable when they return.
public struct SQLiteUserRepository: UserRepository {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email, compared
    ///   after Swift's Unicode lowercasing.
    public func create(_ user: NewUser) throws -> User {
        do {
            let id = try database.write { db in
                try db.cachedStatement(sql: """
                    INSERT INTO users (name, email, email_key, bio, password_hash, created_at)
                    VALUES (?, ?, ?, '', ?, ?)
                    """)
                    .execute(arguments: [
                        user.name, user.email, Self.emailKey(user.email), user.passwordHash, user.createdAt,
                    ])
                return Int(db.lastInsertedRowID)
            }
            return User(
                id: id, name: user.name, email: user.email, bio: "",
                passwordHash: user.passwordHash, createdAt: user.createdAt)
        } catch let error as DatabaseError where Self.isEmailKeyConflict(error) {
            throw UserRepositoryError.emailTaken
        }
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
        try database.write { db in
            try db.cachedStatement(sql: "UPDATE users SET name = ?, bio = ? WHERE id = ?")
                .execute(arguments: [name, bio, id])
            return db.changesCount > 0
        }
    }

    public func updatePasswordHash(id: Int, to passwordHash: String) throws {
        try database.write { db in
            try db.cachedStatement(sql: "UPDATE users SET password_hash = ? WHERE id = ?")
                .execute(arguments: [passwordHash, id])
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
}
