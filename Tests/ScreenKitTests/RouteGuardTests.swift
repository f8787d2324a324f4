import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// `requiresSignIn` and `signedOutOnly`, declared on routes and groups, enforced by the kit.
@Suite("Route guards")
struct RouteGuardTests {
    @Test func aVisitorOfASignedInRouteIsSentToSignInAndBack() throws {
        let response = try TestApplication().client().get("/test/members?tab=all&q=a%20b")
        #expect(response.status == .seeOther)
        #expect(response.location == "/test/sign-in?next=%2Ftest%2Fmembers%3Ftab%3Dall%26q%3Da%2520b")
    }

    @Test func aSignedInUserGetsTheScreenWithThemselvesAsTheViewer() throws {
        let client = try TestApplication().signedInClient(as: TestUsers.grace)
        let page = try client.get("/test/members")
        #expect(page.status == .ok)
        #expect(try page.html().first("h1")?.normalizedText == "Members of Grace <Hopper>")
        let member = try client.get("/test/members/7")
        #expect(try member.html().first("h1")?.normalizedText == "Member 7 seen by Grace <Hopper>")
    }

    @Test func aVisitorPostingAGuardedFormIsSentBackToTheFormNotToTheAction() throws {
        let client = TestApplication().client()
        try client.get("/greetings/new")
        let response = try client.post("/test/members/7", form: ["note": "hello"])
        #expect(response.status == .seeOther)
        #expect(response.location == "/test/sign-in?next=%2Ftest%2Fmembers%2F7")
    }

    @Test func aParameterThatDoesNotConvertIsNotFoundBeforeAnyGuard() throws {
        let visitor = try TestApplication().client().get("/test/members/abc")
        #expect(visitor.status == .notFound)
        let padded = try TestApplication().signedInClient().get("/test/members/007")
        #expect(padded.status == .notFound)
    }

    @Test func aSignedInUserAtAVisitorsOnlyRouteGoesHome() throws {
        let app = TestApplication()
        #expect(try app.client().get("/test/sign-in").status == .ok)
        let response = try app.signedInClient(as: TestUsers.ada).get("/test/sign-in")
        #expect(response.status == .seeOther)
        #expect(response.location == "/test/members/\(TestUsers.ada.id)")
    }

    @Test func aGuardedFormDecodesItsFieldsForTheCoordinator() throws {
        let client = try TestApplication().signedInClient()
        try client.get("/test/members/3")
        let saved = try client.post("/test/members/3", form: ["note": "tea at five"])
        #expect(saved.status == .seeOther)
        #expect(saved.location == "/test/members/3")
        let shown = try client.get("/test/members/3").html()
        #expect(shown.first(where: { $0.attribute("class")?.contains("flash") == true })?.normalizedText.contains("Noted: tea at five") == true)
    }
}
