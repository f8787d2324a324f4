/// Where sessions live. The kit declares it; the app hands in an implementation (SQLite, or
/// ``InMemorySessionStore`` for tests), so storage can change without touching a feature.
///
/// ```swift
/// let store = InMemorySessionStore { id in users.first { $0.id == id } }
/// try store.insert(record, device: device)
/// let found = try store.signedInSession(idHash: record.idHash)
/// ```
public protocol SessionStore: Sendable {
    /// Keeps a new session with the device it was opened on and how its member signed in.
    func insert(_ session: SessionRecord, device: SessionDevice, method: SignInMethod) throws
    /// The session with this id hash and the user it belongs to, in one read — it runs on
    /// every signed-in request; `nil` when either is gone.
    func signedInSession(idHash: String) throws -> SignedInSession?
    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws
    /// Sets the last-seen time of each session named by its id hash, never moving one back;
    /// sessions that are gone are skipped. ``SessionActivity`` calls it from a background
    /// thread with the times requests recorded, so a store should write them in one go.
    func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws
    func delete(idHash: String) throws

    /// Every session of the member, newest sign-in first.
    func sessions(userID: Int) throws -> [StoredSession]
    /// Deletes the member's session with this number; `false` when the member has none such
    /// (another member's number included), and nothing is deleted.
    func delete(number: Int, userID: Int) throws -> Bool
    /// Deletes every session of the member but the one with `keptIDHash`.
    ///
    /// - Returns: how many were deleted.
    func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int
    /// Gives the session a new id hash (its number, device and times stay) and records that
    /// its member typed their password at `authenticatedAt`.
    func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws
}

extension SessionStore {
    /// A session from a device nothing is known about.
    public func insert(_ session: SessionRecord) throws {
        try insert(session, device: .unknown, method: .password)
    }

    /// A session signed in with a password alone.
    public func insert(_ session: SessionRecord, device: SessionDevice) throws {
        try insert(session, device: device, method: .password)
    }

    /// One ``updateLastSeen(idHash:to:)`` per session, for stores where that is as cheap.
    public func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        for (idHash, secondsSince1970) in lastSeenByIDHash {
            try updateLastSeen(idHash: idHash, to: secondsSince1970)
        }
    }
}
