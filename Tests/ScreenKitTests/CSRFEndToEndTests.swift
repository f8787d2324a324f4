import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("CSRF on every POST")
struct CSRFEndToEndTests {
    @Test func aFormCarriesItsTokenAndAPostWithItSucceeds() throws {
        let app = TestApplication()
        let client = app.client()
        let form = try client.get("/greetings/new").html()
        let forms = form.forms.filter { $0.attribute("method")?.lowercased() == "post" }
        #expect(!forms.isEmpty)
        for postForm in forms {
            #expect(postForm.elements(named: "input").contains { $0.attribute("name") == "csrf_token" && $0.attribute("type") == "hidden" })
        }
        let saved = try client.post("/greetings", form: ["name": "Ada"])
        #expect(saved.status == .seeOther)
        #expect(app.greetings.count == 1)
    }

    @Test(arguments: [CSRFCase.missing, .wrong, .otherBrowser, .stale])
    func aPostWithABadTokenIsForbiddenAndChangesNothing(_ bad: CSRFCase) throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let choice: ScreenClient.CSRFTokenChoice
        switch bad {
        case .missing:
            choice = .none
        case .wrong:
            choice = .value("1800000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        case .otherBrowser:
            let other = app.client()
            choice = .value(try #require(try other.get("/greetings/new").csrfToken()))
        case .stale:
            app.clock.advance(by: 5 * 60 * 60)
            choice = .fromLastPage
        }
        let response = try client.post("/greetings", form: ["name": "Mallory"], csrfToken: choice)
        #expect(response.status == .forbidden)
        #expect(app.greetings.count == 0)
        #expect(try response.html().first("h1") != nil)
    }

    enum CSRFCase: CaseIterable, Sendable {
        case missing, wrong, otherBrowser, stale
    }

    @Test func aTokenFromBeforeSignInOrAnotherSessionIsRefused() throws {
        let app = TestApplication()
        let client = app.client()
        let anonymousToken = try #require(try client.get("/greetings/new").csrfToken())
        try client.post("/test/sign-in", form: ["user_id": "1"])
        // Signed in now: the anonymous token no longer counts.
        #expect(try client.post("/greetings", form: ["name": "x"], csrfToken: .value(anonymousToken)).status == .forbidden)

        let grace = try app.signedInClient(as: TestUsers.grace)
        let graceToken = try #require(try grace.get("/greetings/new").csrfToken())
        try client.get("/greetings/new")
        #expect(try client.post("/greetings", form: ["name": "x"], csrfToken: .value(graceToken)).status == .forbidden)
        #expect(try client.post("/greetings", form: ["name": "x"]).status == .seeOther)
        #expect(app.greetings.count == 1)
    }

    @Test func signOutNeedsAToken() throws {
        let app = TestApplication()
        let client = try app.signedInClient()
        let refused = try client.post("/logout", csrfToken: .none)
        #expect(refused.status == .forbidden)
        #expect(app.sessions.allRecords.count == 1)
    }

    @Test func aFormRouteRefusesOtherBodies() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        let json = try client.post("/greetings", form: ["name": "x"], contentType: "application/json")
        #expect(json.status == .unsupportedMediaType)
        #expect(app.greetings.count == 0)
    }

    @Test func aMalformedFormIsABadRequest() throws {
        let app = TestApplication()
        let client = app.client()
        try client.get("/greetings/new")
        var headers = HTTPHeaders()
        headers.add("Content-Type", ContentType.formURLEncoded)
        let response = try client.send(.post, "/greetings", accept: "text/html", headers: headers, body: Array("name=%zz".utf8))
        #expect(response.status == .badRequest)
        #expect(app.greetings.count == 0)
    }
}
