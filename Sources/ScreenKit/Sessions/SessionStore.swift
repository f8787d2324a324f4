/// Where sessions live. The kit declares it; the app hands in an implementation (SQLite,
/// PostgreSQL, or ``InMemorySessionStore`` for tests), so storage can change without
/// touching a feature.
///
/// ```swift
/// let store = InMemorySessionStore()
/// try store.insert(record)
/// let found = try store.session(idHash: record.idHash)
/// ```
public protocol SessionStore: Sendable {
    func insert(_ session: SessionRecord) throws
    func session(idHash: String) throws -> SessionRecord?
    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws
    func delete(idHash: String) throws
}
