import Synchronization

/// Sessions in memory, for tests and single-process demos; gone when the process ends.
///
/// ```swift
/// let store = InMemorySessionStore { id in id == ada.id ? ada : nil }
/// ```
public final class InMemorySessionStore: SessionStore {
    private struct Stored {
        let number: Int
        var record: SessionRecord
        let device: SessionDevice
        let method: SignInMethod
    }

    private struct State {
        var sessions: [String: Stored] = [:]
        var lastNumber = 0
    }

    private let state = Mutex(State())
    private let user: @Sendable (Int) throws -> SignedInUser?

    /// - Parameter user: The user with an id, as a session's joined read names them; `nil`
    ///   when there is none (their sessions then end).
    public init(user: @escaping @Sendable (Int) throws -> SignedInUser?) {
        self.user = user
    }

    public func insert(_ session: SessionRecord, device: SessionDevice, method: SignInMethod) throws {
        state.withLock { state in
            state.lastNumber += 1
            state.sessions[session.idHash] = Stored(number: state.lastNumber, record: session, device: device, method: method)
        }
    }

    public func signedInSession(idHash: String) throws -> SignedInSession? {
        guard let record = state.withLock({ $0.sessions[idHash]?.record }), let owner = try user(record.userID) else { return nil }
        return SignedInSession(record: record, user: owner)
    }

    public func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        state.withLock { $0.sessions[idHash]?.record.lastSeenAt = secondsSince1970 }
    }

    public func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        state.withLock { state in
            for (idHash, secondsSince1970) in lastSeenByIDHash {
                guard let lastSeen = state.sessions[idHash]?.record.lastSeenAt else { continue }
                state.sessions[idHash]?.record.lastSeenAt = max(lastSeen, secondsSince1970)
            }
        }
    }

    public func delete(idHash: String) throws {
        _ = state.withLock { $0.sessions.removeValue(forKey: idHash) }
    }

    public func sessions(userID: Int) throws -> [StoredSession] {
        state.withLock { state in
            state.sessions.values
                .filter { $0.record.userID == userID }
                .sorted { ($0.record.createdAt, $0.number) > ($1.record.createdAt, $1.number) }
                .map { StoredSession(number: $0.number, record: $0.record, device: $0.device, method: $0.method) }
        }
    }

    public func delete(number: Int, userID: Int) throws -> Bool {
        state.withLock { state in
            guard let found = state.sessions.first(where: { $0.value.number == number && $0.value.record.userID == userID }) else {
                return false
            }
            state.sessions[found.key] = nil
            return true
        }
    }

    public func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int {
        state.withLock { state in
            let doomed = state.sessions.filter { $0.value.record.userID == userID && $0.key != keptIDHash }.map(\.key)
            for idHash in doomed { state.sessions[idHash] = nil }
            return doomed.count
        }
    }

    public func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws {
        state.withLock { state in
            guard let old = state.sessions.removeValue(forKey: idHash) else { return }
            let record = old.record
            state.sessions[newIDHash] = Stored(
                number: old.number,
                record: SessionRecord(
                    idHash: newIDHash, userID: record.userID, csrfSecret: record.csrfSecret, createdAt: record.createdAt,
                    lastSeenAt: record.lastSeenAt, authenticatedAt: authenticatedAt, persistent: record.persistent),
                device: old.device, method: old.method)
        }
    }

    /// Every stored record, for tests that check what is (and is not) kept.
    public var allRecords: [SessionRecord] {
        state.withLock { $0.sessions.values.map(\.record) }
    }
}
