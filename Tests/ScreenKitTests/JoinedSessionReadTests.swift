import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import Secrets
import Testing

/// Who is signed in is answered by one joined read of the store per request.
@Suite("Joined session reads")
struct JoinedSessionReadTests {
    private func application(sessions: any SessionStore) -> Application {
        var router = Router()
        router.register(KitTestFeature())
        return Application(
            router: router, flow: KitTestFlow(), sessions: sessions, secretKey: MessageAuthenticator.randomKey(),
            clock: ManualClock(), logger: Logger(label: "test"))
    }

    private func signedInClient(_ application: Application, store: any SessionStore, userID: Int) throws -> ScreenClient {
        let sessionID = SecureRandom.token(byteCount: 32)
        let hash = Base64URL.encode(Digest.sha256(Array(sessionID.utf8)))
        try store.insert(SessionRecord(idHash: hash, userID: userID, csrfSecret: "secret", createdAt: 1_800_000_000, lastSeenAt: 1_800_000_000))
        let client = ScreenClient(application)
        client.cookies["sk_session"] = sessionID
        return client
    }

    @Test func oneReadAnswersWhoIsSignedIn() throws {
        let store = JoiningSessionStore(names: [1: "Ada from the join"])
        let client = try signedInClient(application(sessions: store), store: store, userID: 1)

        let page = try client.get("/").html()

        #expect(page.normalizedText.contains("Ada from the join"))
        #expect(store.joinedReadCount == 1)
    }

    @Test func aSessionWithoutItsUserIsSignedOut() throws {
        let store = JoiningSessionStore(names: [:])
        let client = try signedInClient(application(sessions: store), store: store, userID: 1)

        let response = try client.get("/")

        #expect(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("sk_session=;") || $0.hasPrefix("sk_session=") && $0.contains("Max-Age=0") })
        #expect(client.cookies["sk_session"] == nil)
        #expect(try response.html().normalizedText.contains("Welcome.") == true)
    }
}
