import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import Secrets
import Testing

/// A store that reads a session with its user in one query is used that way.
@Suite("Joined session reads")
struct JoinedSessionReadTests {
    private func application(sessions: any SessionStore, users: any SignedInUserProvider) -> Application {
        var router = Router()
        router.register(KitTestFeature())
        return Application(
            router: router, sessions: sessions, users: users, secretKey: MessageAuthenticator.randomKey(),
            clock: ManualClock(), logger: Logger(label: "test"))
    }

    private func signedInClient(_ application: Application, store: any SessionStore, userID: Int) throws -> SceneClient {
        let sessionID = SecureRandom.token(byteCount: 32)
        let hash = Base64URL.encode(Digest.sha256(Array(sessionID.utf8)))
        try store.insert(SessionRecord(idHash: hash, userID: userID, csrfSecret: "secret", createdAt: 1_800_000_000, lastSeenAt: 1_800_000_000))
        let client = SceneClient(application)
        client.cookies["sk_session"] = sessionID
        return client
    }

    @Test func aJoiningStoreAnswersWhoIsSignedInWithoutTheUserProvider() throws {
        let store = JoiningSessionStore(names: [1: "Ada from the join"])
        let users = CountingUsers()
        let client = try signedInClient(application(sessions: store, users: users), store: store, userID: 1)

        let page = try client.get("/").html()

        #expect(page.normalizedText.contains("Ada from the join"))
        #expect(store.joinedReadCount == 1)
        #expect(users.callCount == 0)
    }

    @Test func aJoiningStoreWithoutTheUserEndsTheSession() throws {
        let store = JoiningSessionStore(names: [:])
        let client = try signedInClient(application(sessions: store, users: CountingUsers()), store: store, userID: 1)

        let response = try client.get("/")

        #expect(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("sk_session=;") || $0.hasPrefix("sk_session=") && $0.contains("Max-Age=0") })
        #expect(client.cookies["sk_session"] == nil)
    }

    @Test func aPlainStoreAsksTheUserProvider() throws {
        let store = InMemorySessionStore()
        let users = CountingUsers()
        let client = try signedInClient(application(sessions: store, users: users), store: store, userID: 1)

        let page = try client.get("/").html()

        #expect(page.normalizedText.contains("Ada Lovelace"))
        #expect(users.callCount == 1)
    }
}
