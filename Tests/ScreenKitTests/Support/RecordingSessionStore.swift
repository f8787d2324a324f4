import ScreenKit
import Synchronization

/// A session store that counts its writes of last-seen times, can be told to fail them, and
/// notes whether each session read ran inside a read scope.
final class RecordingSessionStore: ForwardingSessionStore {
    struct Refused: Error {}

    private struct Counts {
        var singleTouches = 0
        var batches: [[String: Int]] = []
        var readsInScope: [Bool] = []
        var failNextBatch = false
        var failReads = false
    }

    let store: InMemorySessionStore
    let scope: RecordingReadScope?
    private let counts = Mutex(Counts())

    init(users: [Int: String] = [1: "Ada Lovelace", 2: "Grace Hopper"], scope: RecordingReadScope? = nil) {
        store = InMemorySessionStore { id in users[id].map { SignedInUser(id: id, name: $0) } }
        self.scope = scope
    }

    var singleTouches: Int { counts.withLock { $0.singleTouches } }
    var batches: [[String: Int]] { counts.withLock { $0.batches } }
    var readsInScope: [Bool] { counts.withLock { $0.readsInScope } }

    func failNextBatch() {
        counts.withLock { $0.failNextBatch = true }
    }

    func failReads() {
        counts.withLock { $0.failReads = true }
    }

    func record(_ idHash: String) -> SessionRecord? {
        store.allRecords.first { $0.idHash == idHash }
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
        counts.withLock { $0.singleTouches += 1 }
        try store.updateLastSeen(idHash: idHash, to: secondsSince1970)
    }

    func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        let fail = counts.withLock { counts in
            defer { counts.failNextBatch = false }
            return counts.failNextBatch
        }
        if fail { throw Refused() }
        counts.withLock { $0.batches.append(lastSeenByIDHash) }
        try store.updateLastSeen(lastSeenByIDHash)
    }

    var forwarded: InMemorySessionStore { store }
}
