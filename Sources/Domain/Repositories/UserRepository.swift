/// Where members are kept. Features use it; `Storage` implements it on SQLite, and a second
/// implementation (PostgreSQL) can be added without touching a feature.
///
/// Every write is durable when the call returns: a 303 sent after it never loses the change.
public protocol UserRepository: Sendable {
    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email,
    ///   compared without regard to case.
    func create(_ user: NewUser) throws -> User
    func user(id: Int) throws -> User?
    /// The member with this email, compared without regard to case.
    func user(email: String) throws -> User?
    /// - Returns: `false` when there is no such member.
    @discardableResult
    func updateProfile(id: Int, name: String, bio: String) throws -> Bool
    func updatePasswordHash(id: Int, to passwordHash: String) throws
    /// - Returns: `false` when there is no such member.
    /// - Throws: ``UserRepositoryError/emailTaken`` when another member has the email.
    @discardableResult
    func updateEmail(id: Int, to email: String) throws -> Bool
    /// Deletes the member and everything kept for them (sessions, security log, avatar) in one
    /// transaction.
    ///
    /// - Returns: `false` when there is no such member.
    @discardableResult
    func delete(id: Int) throws -> Bool
    /// The most recently joined members, newest first.
    func newest(limit: Int) throws -> [User]
    /// Members in the order they joined (oldest first), for a paginated list.
    func list(offset: Int, limit: Int) throws -> [User]
    func count() throws -> Int
}

/// What a user repository refuses for a reason the user can act on.
public enum UserRepositoryError: Error, Equatable, Sendable {
    /// Another member already signed up with this email (case ignored).
    case emailTaken
}
