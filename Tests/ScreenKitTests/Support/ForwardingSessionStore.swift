import ScreenKit

/// A test store that watches some calls and hands every other one to an in-memory store.
protocol ForwardingSessionStore: SessionStore {
    var forwarded: InMemorySessionStore { get }
}

extension ForwardingSessionStore {
    func insert(_ session: SessionRecord, device: SessionDevice, method: SignInMethod) throws {
        try forwarded.insert(session, device: device, method: method)
    }
    func delete(idHash: String) throws { try forwarded.delete(idHash: idHash) }
    func sessions(userID: Int) throws -> [StoredSession] { try forwarded.sessions(userID: userID) }
    func delete(number: Int, userID: Int) throws -> Bool { try forwarded.delete(number: number, userID: userID) }
    func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int {
        try forwarded.deleteSessions(userID: userID, keeping: keptIDHash)
    }
    func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws {
        try forwarded.renew(idHash: idHash, to: newIDHash, authenticatedAt: authenticatedAt)
    }
}
