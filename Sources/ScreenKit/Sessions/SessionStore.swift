/// Where sessions live. The kit declares it; the app hands in an implementation (SQLite, or
/// ``InMemorySessionStore`` for tests), so storage can change without touching a feature.
///
/// ```swift
/// let store = InMemorySessionStore { id in users.first { $0.id == id } }
/// try store.insert(record)
/// let found = try store.signedInSession(idHash: record.idHash)
/// ```
public protocol SessionStore: Sendable {
    func insert(_ session: SessionRecord) throws
    /// The session with this id hash and the user it belongs to, in one read — it runs on
    /// every signed-in request; `nil` when either is gone.
    func signedInSession(idHash: String) throws -> SignedInSession?
    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws
    func delete(idHash: String) throws
}
