public import Domain
import Repositories
import Storage

/// What tests set up and look at beside the repositories: members added as if they had signed
/// up earlier, and every row of the tables the app only appends to.
extension TestStore {
    /// Adds a member directly, as if they had signed up earlier and (unless `confirmed` is
    /// false) opened the link that confirmed their address.
    @discardableResult
    public func seed(
        name: String, email: String? = nil, bio: String = "", location: String = "", passwordHash: String = "unused",
        createdAt: Int = 1_700_000_000, confirmed: Bool = true
    ) throws -> User {
        let number = try database.read { try $0.integer("SELECT COALESCE(MAX(id), 0) + 1 AS value FROM users") } ?? 1
        let created = try users.create(NewUser(
            name: name, email: email ?? "member\(number)@example.com", passwordHash: passwordHash, createdAt: createdAt))
        try database.write { connection in
            try connection.run(
                "UPDATE users SET bio = ?, location = ?, email_confirmed_at = ? WHERE id = ?", bio, location,
                confirmed ? createdAt : nil, created.id)
        }
        return try users.user(id: created.id) ?? created
    }

    /// Adds `count` members named "Member 1", "Member 2"…, joining a day apart.
    public func seedMembers(_ count: Int) throws {
        guard count > 0 else { return }
        for number in 1...count {
            try seed(name: "Member \(number)", createdAt: 1_700_000_000 + number * 86_400)
        }
    }

    /// Every member, by id.
    public func allMembers() throws -> [User] {
        try database.read { try $0.all("SELECT \(User.columns.list) FROM users ORDER BY id", columns: User.Column.self, decode: User.init) }
    }

    /// Every message queued, oldest first.
    public func mail() throws -> [OutboxMessage] {
        try outbox.recent(limit: Int(Int32.max)).reversed()
    }

    /// Every link token kept, oldest first.
    public func tokens() throws -> [EmailToken] {
        try database.read {
            try $0.all(
                "SELECT id, user_id, purpose, email, created_at, expires_at FROM email_tokens ORDER BY id",
                columns: SQLEmailTokens.Column.self, decode: EmailToken.init
            ).compactMap { $0 }
        }
    }

    /// The kinds of the member's security events, oldest first.
    public func eventKinds(userID: Int) throws -> [SecurityEvent.Kind] {
        try securityLog.events(userID: userID, .first, limit: 1_000_000).items.reversed().map(\.kind)
    }

    /// The times of the attempts kept under `key`, oldest first.
    public func attemptTimes(key: String) throws -> [Int] {
        try database.read {
            try $0.all("SELECT attempted_at AS value FROM sign_in_attempts WHERE key = ? ORDER BY attempted_at", key,
                       columns: SingleValue.self) { try $0.integer(.value) }
        }
    }

    /// Every key with an attempt kept.
    public func attemptKeys() throws -> Set<String> {
        try Set(database.read {
            try $0.all("SELECT DISTINCT key AS value FROM sign_in_attempts", columns: SingleValue.self) { try $0.text(.value) }
        })
    }
}
