import ScreenKit
import Synchronization

/// A session store that notes whether each session read ran inside a read scope, and can be
/// told to fail its reads.
final class RecordingSessionStore: SessionStore {
    struct Refused: Error {}

    private struct Counts {
        var readsInScope: [Bool] = []
        var failReads = false
    }

    let store: InMemorySessionStore
    let scope: RecordingReadScope?
    private let counts = Mutex(Counts())

    init(users: [Int: String] = [1: "Ada Lovelace", 2: "Grace Hopper"], scope: RecordingReadScope? = nil) {
        store = InMemorySessionStore { id in users[id].map { SignedInUser(id: id, name: $0) } }
        self.scope = scope
    }

    var readsInScope: [Bool] { counts.withLock { $0.readsInScope } }

    func failReads() {
        counts.withLock { $0.failReads = true }
    }

    func signedInSession(idHash: String) throws -> SignedInSession? {
        let inScope = scope?.isInside ?? false
        let fail = counts.withLock { counts in
            counts.readsInScope.append(inScope)
            return counts.failReads
        }
        if fail { throw Refused() }
        return try store.signedInSession(idHash: idHash)
    }

    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        try store.updateLastSeen(idHash: idHash, to: secondsSince1970)
    }

    func insert(_ session: SessionRecord) throws { try store.insert(session) }
    func delete(idHash: String) throws { try store.delete(idHash: idHash) }
}
