import ScreenKit
import Synchronization

/// A user provider that counts how often the kit asks it.
final class CountingUsers: SignedInUserProvider {
    private let calls = Mutex(0)

    var callCount: Int { calls.withLock { $0 } }

    func signedInUser(id: Int) throws -> SignedInUser? {
        calls.withLock { $0 += 1 }
        return try TestUsers().signedInUser(id: id)
    }
}
