/// A member about to be stored: already validated, password already hashed.
public struct NewUser: Sendable, Equatable {
    public let name: String
    public let email: String
    public let passwordHash: String
    /// Seconds since 1970.
    public let createdAt: Int

    public init(name: String, email: String, passwordHash: String, createdAt: Int) {
        self.name = name
        self.email = email
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }
}
