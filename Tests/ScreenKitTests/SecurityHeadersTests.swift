import HTTPCore
@testable import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Security headers")
struct SecurityHeadersTests {
    @Test func everyHTMLResponseCarriesThem() throws {
        let app = TestApplication()
        let client = app.client()
        for path in ["/greetings/new", "/", "/no/such/page", "/test/forbidden"] {
            let response = try client.get(path)
            let policy = try #require(response.headers["Content-Security-Policy"])
            #expect(policy.contains("script-src 'self'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["X-Frame-Options"] == "DENY")
            #expect(response.headers["Referrer-Policy"] != nil)
        }
    }

    /// A page the kit answers before any route runs (a form refused for its token, a failure
    /// to find the session) is a page like any other.
    @Test func pagesAnsweredBeforeTheRouteCarryThemToo() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let refused = try client.post("/greetings", form: ["name": "Mallory"], csrfToken: .none)
        #expect(refused.status == .forbidden)

        let store = RecordingSessionStore()
        let failing = try ScreenClient.holdingSession(in: store, on: TestApplication.make(sessions: store))
        store.failReads()
        let failed = try failing.get("/test/members")
        #expect(failed.status == .internalServerError)

        for response in [refused, failed] {
            #expect(response.headers["Content-Security-Policy"] == SecurityHeaders.contentSecurityPolicy)
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["X-Frame-Options"] == "DENY")
            #expect(response.headers["Referrer-Policy"] != nil)
        }
    }

    @Test func signedInPagesAreNeverStored() throws {
        let app = TestApplication()
        #expect(try app.client().get("/greetings/new").headers["Cache-Control"] != "no-store")
        let signedIn = try app.signedInClient()
        #expect(try signedIn.get("/greetings/new").headers["Cache-Control"] == "no-store")
        #expect(try signedIn.get("/", accept: "application/json").headers["Cache-Control"] == "no-store")
    }

    @Test func pagesHaveNoInlineScript() throws {
        let app = TestApplication()
        let page = try app.signedInClient().get("/").html()
        #expect(page.elements(named: "script").isEmpty)
        #expect(page.descendants.allSatisfy { element in !element.attributes.contains { $0.name.hasPrefix("on") } })
    }
}
