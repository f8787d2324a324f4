import Synchronization

/// Sessions in memory, for tests and single-process demos; gone when the process ends.
public final class InMemorySessionStore: SessionStore {
    private let sessions = Mutex<[String: SessionRecord]>([:])

    public init() {}

    public func insert(_ session: SessionRecord) throws {
        sessions.withLock { $0[session.idHash] = session }
    }

    public func session(idHash: String) throws -> SessionRecord? {
        sessions.withLock { $0[idHash] }
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        sessions.withLock { $0[idHash]?.lastSeenAt = secondsSince1970 }
    }

    public func delete(idHash: String) throws {
        _ = sessions.withLock { $0.removeValue(forKey: idHash) }
    }

    /// Every stored record, for tests that check what is (and is not) kept.
    public var allRecords: [SessionRecord] {
        sessions.withLock { Array($0.values) }
    }
}
