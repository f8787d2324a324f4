import HTTPCore
import Logging
import ScreenKit
import ScreenKitTesting
import Secrets
import Testing

/// A GET's reads — the session, then the page's own — run inside one read scope; a POST's do
/// not, so what it writes is seen by what it reads next.
@Suite("Shared reads")
struct SharedReadsTests {
    private let scope = RecordingReadScope()

    private func application(_ store: RecordingSessionStore) -> Application {
        var router = Router()
        router.register(KitTestFeature())
        return Application(
            router: router, flow: KitTestFlow(), sessions: store, reads: scope, secretKey: MessageAuthenticator.randomKey(),
            clock: ManualClock(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    private func signedInClient(_ application: Application, store: RecordingSessionStore) throws -> ScreenClient {
        let sessionID = SecureRandom.token()
        let hash = Base64URL.encode(Digest.sha256(Array(sessionID.utf8)))
        try store.insert(SessionRecord(idHash: hash, userID: 1, csrfSecret: "secret", createdAt: 1_800_000_000, lastSeenAt: 1_800_000_000))
        let client = ScreenClient(application)
        client.cookies["sk_session"] = sessionID
        return client
    }

    @Test func aSignedInGetReadsItsSessionInsideOneScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try signedInClient(application(store), store: store)

        #expect(try client.get("/test/members").status == .ok)

        #expect(scope.entered == 1)
        #expect(scope.left == 1)
        #expect(store.readsInScope == [true])
    }

    @Test func aHeadSharesItsReadsLikeAGet() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try signedInClient(application(store), store: store)

        let response = try client.send(.head, "/test/members", accept: "text/html", headers: HTTPHeaders(), body: [])

        #expect(response.status == .ok)
        #expect(scope.entered == 1)
        #expect(store.readsInScope == [true])
    }

    @Test func aPostKeepsEachReadOnItsOwn() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try signedInClient(application(store), store: store)
        try client.get("/test/members/1")

        let response = try client.post("/test/members/1", form: ["note": "hello"])

        #expect(response.status == .seeOther)
        #expect(scope.entered == 1)
        #expect(store.readsInScope == [true, false])
    }

    @Test func aGetThatFailsStillEndsItsScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try signedInClient(application(store), store: store)

        #expect(try client.get("/test/fail").status == .internalServerError)
        #expect(try client.get("/no/such/page").status == .notFound)

        #expect(scope.entered == 2)
        #expect(scope.left == 2)
        #expect(!scope.isInside)
    }

    @Test func aGetWhoseReadThrowsStillEndsItsScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try signedInClient(application(store), store: store)
        store.failReads()

        #expect(throws: RecordingSessionStore.Refused.self) { try client.get("/test/members") }

        #expect(scope.entered == 1)
        #expect(scope.left == 1)
    }
}
