import Metrics
import ScreenKit

/// A session store that counts the sessions created and ended through it, for the metrics
/// port, and otherwise passes every call to the store it wraps. Composed in only when metrics
/// are on.
///
/// Ended means deleted by a request: a sign-out, an expired session a request came with, a
/// device signed out from the devices page, "sign out everywhere else". The housekeeping
/// sweep removes expired sessions outside the store, so those are not counted here.
struct CountingSessionStore: SessionStore {
    let base: any SessionStore
    let created: Counter
    let revoked: Counter

    func insert(_ session: SessionRecord, device: SessionDevice, method: SignInMethod) throws {
        try base.insert(session, device: device, method: method)
        created.increment()
    }

    func signedInSession(idHash: String) throws -> SignedInSession? {
        try base.signedInSession(idHash: idHash)
    }

    func updateLastSeen(idHash: String, to secondsSince1970: Int) throws {
        try base.updateLastSeen(idHash: idHash, to: secondsSince1970)
    }

    func updateLastSeen(_ lastSeenByIDHash: [String: Int]) throws {
        try base.updateLastSeen(lastSeenByIDHash)
    }

    /// A sign-out, or an expired session: counted once, whether or not it was still there.
    func delete(idHash: String) throws {
        try base.delete(idHash: idHash)
        revoked.increment()
    }

    func sessions(userID: Int) throws -> [StoredSession] {
        try base.sessions(userID: userID)
    }

    func delete(number: Int, userID: Int) throws -> Bool {
        let deleted = try base.delete(number: number, userID: userID)
        if deleted { revoked.increment() }
        return deleted
    }

    func deleteSessions(userID: Int, keeping keptIDHash: String) throws -> Int {
        let deleted = try base.deleteSessions(userID: userID, keeping: keptIDHash)
        revoked.increment(by: deleted)
        return deleted
    }

    func renew(idHash: String, to newIDHash: String, authenticatedAt: Int) throws {
        try base.renew(idHash: idHash, to: newIDHash, authenticatedAt: authenticatedAt)
    }
}
