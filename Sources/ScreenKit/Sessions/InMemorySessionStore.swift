import Synchronization

/// Sessions in memory, for tests and single-process demos; gone when the process ends.
///
/// ```swift
/// let store = InMemorySessionStore { id in id == ada.id ? ada : nil }
/// ```
public final class InMemorySessionStore: SessionStore {
    private let sessions = Mutex<[String: SessionRecord]>([:])
    private let user: @Sendable (Int) throws -> SignedInUser?

    /// - Parameter user: The user with an id, as a session's joined read names them; `nil`
    ///   when there is none (their sessions then end).
    public init(user: @escaping @Sendable (Int) throws -> SignedInUser?) {
        self.user = user
    }

    public func insert(_ session: SessionRecord) throws {
        sessions.withLock { $0[session.idHash] = session }
    }

    public func signedInSession(idHash: String) throws -> SignedInSession? {
        guard let record = sessions.withLock({ $0[idHash] }), let owner = try user(record.userID) else { return nil }
        return SignedInSession(record: record, user: owner)
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        sessions.withLock { $0[idHash]?.lastSeenAt = secondsSince1970 }
    }

    public func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        sessions.withLock { sessions in
            for (idHash, secondsSince1970) in lastSeenByIDHash {
                guard let lastSeen = sessions[idHash]?.lastSeenAt else { continue }
                sessions[idHash]?.lastSeenAt = max(lastSeen, secondsSince1970)
            }
        }
    }

    public func delete(idHash: String) throws {
        _ = sessions.withLock { $0.removeValue(forKey: idHash) }
    }

    /// Every stored record, for tests that check what is (and is not) kept.
    public var allRecords: [SessionRecord] {
        sessions.withLock { Array($0.values) }
    }
}
