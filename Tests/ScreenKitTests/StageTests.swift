import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// The app's stages composed with the kit's: each enters in order and may answer before any
/// route runs; those entered leave in reverse order, so a stage in front of the kit's sees the
/// request first and the finished response last.
@Suite("Request stages")
struct StageTests {
    let log = StageLog()

    @Test func anAppStageAroundTheKitsSeesTheRequestFirstAndTheFinishedResponseLast() throws {
        let app = TestApplication(stages: { kit in
            [RecordingStage(name: "outer", log: log)] + kit.standard + [RecordingStage(name: "inner", log: log)]
        })
        let client = try app.signedInClient()
        log.removeAll()

        #expect(try client.get("/test/members").status == .ok)

        // The outer stage runs before the kit found the session, the inner one after; the
        // inner one leaves before the kit's stages add the security fields, the outer after.
        #expect(log.entries == [
            "outer enters GET /test/members as a visitor",
            "inner enters GET /test/members as Ada Lovelace",
            "inner leaves 200 without a policy",
            "outer leaves 200 with a policy",
        ])
    }

    /// A maintenance stage in front answers 503 before any route runs: the session store is
    /// not read, no form token is checked, nothing is saved, and stages behind it neither
    /// enter nor leave.
    @Test func aStageInFrontCanAnswerBeforeAnyRouteOrKitStage() throws {
        let store = JoiningSessionStore(names: [1: "Ada Lovelace"])
        let dependencies = TestGreetingDependencies()
        let maintenance = RecordingStage(name: "maintenance", log: log) { _ in
            .status(.serviceUnavailable, message: "Back in a few minutes.")
        }
        let application = TestApplication.make(feature: GreetingFeature(dependencies: dependencies), sessions: store) { kit in
            [maintenance, RecordingStage(name: "behind", log: log)] + kit.standard
        }
        let client = try ScreenClient.holdingSession(in: store, on: application)

        let page = try client.get("/greetings/new")
        let post = try client.post("/greetings", form: ["name": "Ada"], csrfToken: .none)

        #expect(page.status == .serviceUnavailable)
        #expect(try page.html().first("main")?.normalizedText.contains("Back in a few minutes.") == true)
        #expect(post.status == .serviceUnavailable)
        #expect(dependencies.saved.count == 0)
        #expect(store.joinedReadCount == 0)
        #expect(log.entries == [
            "maintenance enters GET /greetings/new as a visitor", "maintenance leaves 503 without a policy",
            "maintenance enters POST /greetings as a visitor", "maintenance leaves 503 without a policy",
        ])
    }

    /// When a kit stage refuses (a form without its token), only the stages entered so far
    /// leave, and the refusal still carries the kit's security fields.
    @Test func aKitStagesRefusalLeavesThroughTheStagesEnteredSoFar() throws {
        let app = TestApplication(stages: { kit in
            [RecordingStage(name: "outer", log: log)] + kit.standard + [RecordingStage(name: "inner", log: log)]
        })
        let client = app.client()
        try client.get("/greetings/new")
        log.removeAll()

        let refused = try client.post("/greetings", form: ["name": "Mallory"], csrfToken: .none)

        #expect(refused.status == .forbidden)
        #expect(app.greetings.count == 0)
        #expect(log.entries == ["outer enters POST /greetings as a visitor", "outer leaves 403 with a policy"])
    }

    /// Behind the flash stage, a stage's redirect leaves its flash for the next page; it
    /// answers even where no route is.
    @Test func aStageCanRedirectWithAFlash() throws {
        let moved = RecordingStage(name: "moved", log: log) { context in
            context.request.path == "/old-greetings" ? .go(GreetingPaths.new.location, flash: .info("Greetings have moved.")) : nil
        }
        let app = TestApplication(stages: { kit in kit.standard + [moved] })
        let client = app.client()

        let response = try client.get("/old-greetings")

        #expect(response.status == .seeOther)
        #expect(response.location == "/greetings/new")
        let page = try client.get(try #require(response.location)).html()
        #expect(page.first { $0.classes.contains("flash") }?.normalizedText.contains("Greetings have moved.") == true)
    }

    @Test func aStageThatFailsIsAServerErrorAndTheStagesEnteredLeave() throws {
        let app = TestApplication(stages: { kit in [RecordingStage(name: "outer", log: log), FailingStage()] + kit.standard })

        let response = try app.client().get("/greetings/new")

        #expect(response.status == .internalServerError)
        #expect(!response.text.contains("hunter2"))
        #expect(app.greetings.count == 0)
        #expect(log.entries == ["outer enters GET /greetings/new as a visitor", "outer leaves 500 without a policy"])
        #expect(app.logs.messages.contains { $0.contains("screen failed") && $0.contains("hunter2") })
    }

    @Test func aCorrelationIDFromAStageIsInTheKitsLogLines() throws {
        let app = TestApplication(stages: { kit in [CorrelationStage()] + kit.standard })
        let client = app.client()
        var failing = HTTPHeaders()
        failing.add("X-Request-ID", "req-7")
        try client.get("/test/fail", headers: failing)
        try client.get("/greetings/new")
        var refused = HTTPHeaders()
        refused.add("Content-Type", ContentType.formURLEncoded)
        refused.add("X-Request-ID", "req-8")
        _ = try client.send(.post, "/greetings", accept: "text/html", headers: refused, body: Array("name=Mallory".utf8))
        try client.get("/test/fail")

        let messages = app.logs.messages
        #expect(messages.contains { $0.contains("screen failed") && $0.contains("request_id=req-7") && $0.contains("path=/test/fail") })
        #expect(messages.contains { $0.contains("form refused") && $0.contains("request_id=req-8") })
        // A request the stage gave no id to is logged without one.
        #expect(messages.filter { $0.contains("screen failed") }.count == 2)
        #expect(messages.filter { $0.contains("request_id=") }.count == 2)
    }

    /// An app's own typed value, set by its stage, is read by the stages after it and by the
    /// screen; a request no stage gave one has none.
    @Test func anAppsValueFromAStageReachesTheStagesAfterItAndTheScreen() throws {
        let app = TestApplication(stages: { kit in [TenantStage(), TenantEchoStage()] + kit.standard })
        let client = app.client()
        var headers = HTTPHeaders()
        headers.add("X-Tenant", "acme")

        let tenant = try client.get("/test/tenant", headers: headers)
        let none = try client.get("/test/tenant")

        #expect(try tenant.html().first("h1")?.normalizedText == "Tenant acme")
        #expect(tenant.headers["X-Tenant-Seen"] == "acme")
        #expect(try none.html().first("h1")?.normalizedText == "Tenant none")
        #expect(none.headers["X-Tenant-Seen"] == "none")
    }
}
