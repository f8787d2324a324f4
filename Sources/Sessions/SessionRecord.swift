/// A signed-in session as a store keeps it: never the id itself, only its hash.
public struct SessionRecord: Sendable, Equatable {
    /// Base64url SHA-256 of the session id the browser holds.
    public let idHash: String
    public let userID: Int
    /// The secret the session's CSRF tokens are bound to.
    public let csrfSecret: String
    public let createdAt: Int
    public var lastSeenAt: Int
    /// When the member last typed their password in this session: at sign-in, and again
    /// when a sensitive action asked them to confirm it (see ``Access/requiresRecentSignIn``).
    public var authenticatedAt: Int
    /// Signed in with "remember me": the cookie outlives the browser and the session may idle
    /// for ``SessionPolicy/rememberedIdleTimeoutSeconds`` instead of ``SessionPolicy/idleTimeoutSeconds``.
    public let persistent: Bool

    public init(
        idHash: String, userID: Int, csrfSecret: String, createdAt: Int, lastSeenAt: Int,
        authenticatedAt: Int? = nil, persistent: Bool = false
    ) {
        self.idHash = idHash
        self.userID = userID
        self.csrfSecret = csrfSecret
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.authenticatedAt = authenticatedAt ?? createdAt
        self.persistent = persistent
    }
}

/// A session as stored, with the user it belongs to.
public struct SignedInSession: Sendable, Equatable {
    public let record: SessionRecord
    public let user: SignedInUser

    public init(record: SessionRecord, user: SignedInUser) {
        self.record = record
        self.user = user
    }
}
