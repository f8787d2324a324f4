import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

/// A presenter changes the visitor's session by saying so in its answer (`.signingIn`,
/// `.renewingSession()`, `.confirmingIdentity()`, `.signingOut()`); the kit applies the change
/// before the page renders, and sets or clears the cookie.
@Suite("Session changes in answers")
struct SessionChangeTests {
    let app = TestApplication()
    var policy: SessionPolicy { ApplicationConfiguration().sessions }

    func sessionCookie(_ response: ScreenResponse) -> String? {
        response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("sk_session=") }
    }

    @Test func signingInGivesANewSessionCookieAndThePageAfterShowsTheMember() throws {
        let client = app.client()
        let visitorPage = try client.get("/greetings/new").html()
        #expect(!visitorPage.normalizedText.contains("Ada Lovelace"))

        let signedIn = try client.post("/test/sign-in", form: ["user_id": "1"])

        #expect(signedIn.status == .seeOther)
        let cookie = try #require(sessionCookie(signedIn))
        #expect(!cookie.contains("Max-Age"))
        let record = try #require(app.sessions.allRecords.first)
        #expect(record.idHash == client.sessionIDHash)
        #expect(record.userID == TestUsers.ada.id)
        #expect(record.createdAt == app.clock.secondsSince1970 && record.authenticatedAt == record.createdAt)
        let page = try client.get(try #require(signedIn.location)).html()
        #expect(page.normalizedText.contains("Ada Lovelace"))
        #expect(page.forms.contains { $0.attribute("action") == "/logout" })
    }

    /// "Remember me": the cookie outlives the browser, and the session may idle for the
    /// remembered limit, never past the absolute one.
    @Test func aRememberedSessionOutlivesTheIdleLimit() throws {
        let client = try app.signedInClient(remember: true)
        let forgetful = try app.signedInClient(as: TestUsers.grace)
        #expect(app.sessions.allRecords.first { $0.userID == TestUsers.ada.id }?.persistent == true)

        app.clock.advance(by: policy.idleTimeoutSeconds + 1)

        #expect(try client.isSignedIn)
        #expect(try !forgetful.isSignedIn)
        app.clock.advance(by: policy.rememberedIdleTimeoutSeconds + 1)
        #expect(try !client.isSignedIn)
        #expect(client.cookies["sk_session"] == nil)
    }

    @Test func aRememberedSessionsCookieLastsTheSessionsLifetime() throws {
        let client = app.client()
        try client.get("/greetings/new")
        let response = try client.post("/test/sign-in", form: ["user_id": "1", "remember": "on"])
        #expect(try #require(sessionCookie(response)).contains("Max-Age=\(policy.absoluteTimeoutSeconds)"))
    }

    /// A new id, as after a password change: the old one no longer signs in; the member, the
    /// session's number and "remember me" stay.
    @Test func renewingTheSessionGivesANewIDAndKeepsTheRest() throws {
        let client = try app.signedInClient(remember: true)
        let oldID = try #require(client.cookies["sk_session"])
        let before = try #require(app.sessions.allRecords.first)
        try client.get("/test/members")

        let renewed = try client.post("/test/renew")

        #expect(renewed.status == .seeOther)
        #expect(try #require(sessionCookie(renewed)).contains("Max-Age=\(policy.absoluteTimeoutSeconds)"))
        let newID = try #require(client.cookies["sk_session"])
        #expect(newID != oldID)
        let after = try #require(app.sessions.allRecords.first)
        #expect(app.sessions.allRecords.count == 1)
        #expect(after.idHash == client.sessionIDHash && after.idHash != before.idHash)
        #expect(after.userID == before.userID && after.createdAt == before.createdAt && after.persistent)
        #expect(try client.get(try #require(renewed.location)).html().first("h1")?.normalizedText == "Members of Ada Lovelace")
        let stale = app.client()
        stale.cookies["sk_session"] = oldID
        #expect(try !stale.isSignedIn)
    }

    /// A member whose sign-in is no longer recent is asked for their password before a
    /// sensitive route; confirming it gives the session a new id and opens the window.
    @Test func confirmingIdentityGivesANewIDAndOpensTheRecentWindow() throws {
        let client = try app.signedInClient()
        #expect(try client.get("/test/sensitive").status == .ok)
        app.clock.advance(by: policy.recentSignInSeconds + 1)

        let asked = try client.get("/test/sensitive")
        #expect(asked.status == .seeOther)
        #expect(asked.location == "/test/confirm?next=%2Ftest%2Fsensitive")

        let oldID = try #require(client.cookies["sk_session"])
        try client.get("/test/members")
        let confirmed = try client.post("/test/confirm")

        #expect(confirmed.status == .seeOther)
        #expect(confirmed.location == "/test/sensitive")
        #expect(sessionCookie(confirmed) != nil)
        #expect(client.cookies["sk_session"] != oldID)
        #expect(app.sessions.allRecords.map(\.authenticatedAt) == [app.clock.secondsSince1970])
        #expect(try client.get("/test/sensitive").html().first("h1")?.normalizedText == "Sensitive for Ada Lovelace")
        let stale = app.client()
        stale.cookies["sk_session"] = oldID
        #expect(try !stale.isSignedIn)
    }

    @Test func aVisitorAtASensitiveRouteSignsInFirst() throws {
        let response = try app.client().get("/test/sensitive")
        #expect(response.status == .seeOther)
        #expect(response.location == "/test/sign-in?next=%2Ftest%2Fsensitive")
    }

    @Test func signingOutEndsTheSessionOnTheSameAnswer() throws {
        let client = try app.signedInClient()
        try client.get("/test/members")

        let signedOut = try client.post("/logout")

        #expect(signedOut.status == .seeOther)
        #expect(sessionCookie(signedOut)?.contains("Max-Age=0") == true)
        #expect(app.sessions.allRecords.isEmpty)
        // The flash the same answer carried is shown by the next page.
        let page = try client.get(try #require(signedOut.location)).html()
        #expect(page.first { $0.classes.contains("flash") }?.normalizedText.contains("Signed out") == true)
        #expect(!page.normalizedText.contains("Ada Lovelace"))
    }
}
