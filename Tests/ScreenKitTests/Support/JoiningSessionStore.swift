import ScreenKit
import Synchronization

/// A session store that names the session's user itself, counting its joined reads, so a
/// test can see the kit read once per request.
final class JoiningSessionStore: ForwardingSessionStore {
    private let store: InMemorySessionStore
    private let joinedReads = Mutex(0)

    init(names: [Int: String]) {
        store = InMemorySessionStore { id in names[id].map { SignedInUser(id: id, name: $0) } }
    }

    var joinedReadCount: Int { joinedReads.withLock { $0 } }

    func signedInSession(idHash: String) throws -> SignedInSession? {
        joinedReads.withLock { $0 += 1 }
        return try store.signedInSession(idHash: idHash)
    }

    var forwarded: InMemorySessionStore { store }

    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws { try store.updateLastSeen(idHash: idHash, to: secondsSince1970) }
}
