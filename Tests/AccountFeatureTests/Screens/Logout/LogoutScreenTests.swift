import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Sign-out screen")
struct LogoutScreenTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    @Test func signingOutDestroysTheSessionAndGoesToTheSignInForm() throws {
        let client = try app.registeredClient()
        let sessionID = try #require(client.cookies[LoginTestApplication.sessionCookie])
        #expect(try app.store.sessionRecords().count == 1)

        let response = try client.post("/logout")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login")
        #expect(try app.store.sessionRecords().isEmpty)
        #expect(client.cookies[LoginTestApplication.sessionCookie] == nil)

        let form = try client.get("/login")
        #expect(form.status == .ok)
        let flash = try form.html().first { $0.classes.contains("flash") }
        #expect(flash?.normalizedText == "You are signed out.")

        // The old cookie, replayed, names no session any more.
        let replay = app.client()
        replay.cookies[LoginTestApplication.sessionCookie] = sessionID
        #expect(try replay.get("/register").status == .ok)
    }

    @Test func signingOutWhenSignedOutStillGoesToTheSignInForm() throws {
        let client = app.client()
        try client.get("/login")
        let response = try client.post("/logout")
        #expect(response.status == .seeOther)
        #expect(response.location == "/login")
    }

    @Test func signingOutWithoutTheCSRFTokenKeepsTheSession() throws {
        let client = try app.registeredClient()
        let response = try client.post("/logout", csrfToken: .none)
        #expect(response.status == .forbidden)
        #expect(try app.store.sessionRecords().count == 1)
        #expect(try client.get("/login").status == .seeOther)
    }
}
