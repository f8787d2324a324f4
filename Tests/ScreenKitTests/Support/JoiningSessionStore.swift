import ScreenKit
import Synchronization

/// A session store that names the session's user itself, counting its joined reads, so a
/// test can see the kit use one read instead of two.
final class JoiningSessionStore: SignedInSessionStore {
    private let store = InMemorySessionStore()
    private let names: [Int: String]
    private let joinedReads = Mutex(0)

    init(names: [Int: String]) {
        self.names = names
    }

    var joinedReadCount: Int { joinedReads.withLock { $0 } }

    func signedInSession(idHash: String) throws -> SignedInSession? {
        joinedReads.withLock { $0 += 1 }
        guard let record = try store.session(idHash: idHash), let name = names[record.userID] else { return nil }
        return SignedInSession(record: record, user: SignedInUser(id: record.userID, name: name))
    }

    func insert(_ session: SessionRecord) throws { try store.insert(session) }
    func session(idHash: String) throws -> SessionRecord? { try store.session(idHash: idHash) }
    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws { try store.updateLastSeen(idHash: idHash, to: secondsSince1970) }
    func delete(idHash: String) throws { try store.delete(idHash: idHash) }
}
