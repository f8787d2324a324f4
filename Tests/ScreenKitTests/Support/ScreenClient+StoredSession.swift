import ScreenKit
import ScreenKitTesting
import Secrets

extension ScreenClient {
    /// A client holding a session stored straight into `store` for the user `userID`, last
    /// seen at `now`, as if it had signed in earlier: for tests that watch the store from the
    /// first request on.
    static func holdingSession(
        of userID: Int = TestUsers.ada.id, in store: any SessionStore, on application: Application,
        now: Int = ManualClock().secondsSince1970
    ) throws -> ScreenClient {
        let sessionID = SecureRandom.token(byteCount: 32)
        let hash = Base64URL.encode(Digest.sha256(Array(sessionID.utf8)))
        try store.insert(SessionRecord(idHash: hash, userID: userID, csrfSecret: "secret", createdAt: now, lastSeenAt: now))
        let client = ScreenClient(application)
        client.cookies["sk_session"] = sessionID
        return client
    }
}
