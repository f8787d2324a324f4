import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// A GET's reads — the session, then the page's own — run inside one read scope; a POST's do
/// not, so what it writes is seen by what it reads next.
@Suite("Shared reads")
struct SharedReadsTests {
    private let scope = RecordingReadScope()

    private func application(_ store: RecordingSessionStore) -> Application {
        TestApplication.make(sessions: store, reads: scope)
    }

    @Test func aSignedInGetReadsItsSessionInsideOneScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try ScreenClient.holdingSession(in: store, on: application(store))

        #expect(try client.get("/test/members").status == .ok)

        #expect(scope.entered == 1)
        #expect(scope.left == 1)
        #expect(store.readsInScope == [true])
    }

    @Test func aHeadSharesItsReadsLikeAGet() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try ScreenClient.holdingSession(in: store, on: application(store))

        let response = try client.send(.head, "/test/members", accept: "text/html", headers: HTTPHeaders(), body: [])

        #expect(response.status == .ok)
        #expect(scope.entered == 1)
        #expect(store.readsInScope == [true])
    }

    /// A static file reads nothing, so it opens no scope; a page beside it still does.
    @Test func aStaticFileOpensNoScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let app = TestApplication.make(sessions: store, reads: scope, files: OneFile())
        let client = try ScreenClient.holdingSession(in: store, on: app)

        #expect(try client.get("/app.css").status == .ok)
        #expect(scope.entered == 0)
        #expect(try client.get("/test/members").status == .ok)
        #expect(scope.entered == 1)
    }

    @Test func aPostKeepsEachReadOnItsOwn() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try ScreenClient.holdingSession(in: store, on: application(store))
        try client.get("/test/members/1")

        let response = try client.post("/test/members/1", form: ["note": "hello"])

        #expect(response.status == .seeOther)
        #expect(scope.entered == 1)
        #expect(store.readsInScope == [true, false])
    }

    @Test func aGetThatFailsStillEndsItsScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try ScreenClient.holdingSession(in: store, on: application(store))

        #expect(try client.get("/test/fail").status == .internalServerError)
        #expect(try client.get("/no/such/page").status == .notFound)

        #expect(scope.entered == 2)
        #expect(scope.left == 2)
        #expect(!scope.isInside)
    }

    @Test func aGetWhoseReadThrowsStillEndsItsScope() throws {
        let store = RecordingSessionStore(scope: scope)
        let client = try ScreenClient.holdingSession(in: store, on: application(store))
        store.failReads()

        // The failure is the kit's 500, answered inside the scope, which still ends.
        #expect(try client.get("/test/members").status == .internalServerError)

        #expect(scope.entered == 1)
        #expect(scope.left == 1)
        #expect(store.readsInScope == [true])
    }

    @Test func anAwaitingGetCarriesItsScopeIntoItsTask() async throws {
        let store = RecordingSessionStore(scope: scope)
        let app = application(store)
        var headers = HTTPHeaders()
        headers.add("Accept", "text/html")
        let request = try Request(method: .get, target: "/test/waiting/page-language", headers: headers, remoteAddress: "127.0.0.1")

        let pending = try #require(try app.respond(to: request).pending)
        // The scope was left with the request thread's part, and carried into the work.
        #expect(scope.entered == 1)
        #expect(scope.carried == 1)
        #expect(!scope.isInside)
        #expect(try await pending.work().status == .ok)
        #expect(scope.entered == 1)
    }
}

/// One stylesheet at `/app.css`.
private struct OneFile: StaticFileSource {
    func response(for request: Request) -> Response? {
        contains(request.pathSegments) ? .text("body {}") : nil
    }

    func contains(_ pathSegments: [String]) -> Bool {
        pathSegments == ["app.css"]
    }
}
