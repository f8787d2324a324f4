import Domain
import DomainTesting
import HTTPCore
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// The flows that go by mail, through the kit in process: each link taken from the message the
/// route queued, used by another browser than the one that asked.
@Suite("Mailed link routes")
struct MailedLinkRouteTests {
    let app: LoginTestApplication

    init() throws {
        app = try LoginTestApplication()
    }

    func token(mailedTo address: String, path: Path<Void>) throws -> String {
        try app.fixture.token(mailedTo: address, path: path)
    }

    @Test func aResetEndsEverySessionAndSignsInTheBrowserThatUsedTheLink() throws {
        let laptop = try app.registeredClient()
        let visitor = app.client()
        try visitor.get("/password/forgot")
        let asked = try visitor.post("/password/forgot", form: ["email": "ada@example.com"])
        #expect(asked.status == .seeOther)
        #expect(asked.location == "/login")

        let secret = try token(mailedTo: "ada@example.com", path: AccountPaths.resetPassword)
        #expect(try visitor.get("/password/reset?token=\(secret)").status == .ok)
        let reset = try visitor.post(
            "/password/reset", form: ["token": secret, "password": "a new password", "password_confirmation": "a new password"])
        #expect(reset.status == .seeOther)
        #expect(reset.location == "/users/1")
        #expect(try visitor.get("/settings").status == .ok)
        #expect(try laptop.get("/settings").location == "/login?next=%2Fsettings")
        #expect(try visitor.post("/password/reset", form: [
            "token": secret, "password": "a third password", "password_confirmation": "a third password",
        ]).status == .unprocessableContent)
    }

    @Test func theResetPostHashesOffTheRequestThreads() throws {
        let plan = app.application.plan(method: .post, target: try RequestTarget(parsing: "/password/reset".utf8))
        #expect(plan.workload == .slow)
    }

    @Test func aSignInLinkSignsInTheBrowserThatOpensIt() throws {
        try app.store.seed(name: "Ada Lovelace", email: "ada@example.com")
        let visitor = app.client()
        try visitor.get("/login/link")
        #expect(try visitor.post("/login/link", form: ["email": "ada@example.com"]).location == "/login")
        let secret = try token(mailedTo: "ada@example.com", path: AccountPaths.openSignInLink)
        let phone = app.client()
        #expect(try phone.get("/login/link/open?token=\(secret)").status == .ok)
        let signedIn = try phone.post("/login/link/open", form: ["token": secret])
        #expect(signedIn.location == "/users/1")
        #expect(try phone.get("/settings").status == .ok)
        #expect(try visitor.get("/settings").status == .seeOther)
    }

    @Test func theBannerSendsTheLinkAgainUntilTheAddressIsConfirmed() throws {
        let client = try app.registeredClient()
        #expect(try client.get("/settings").text.contains("Please confirm your e-mail address"))
        let resent = try client.post("/email/confirm/resend", form: [:])
        #expect(resent.location == "/settings")
        #expect(try app.fixture.queuedMail().count == 2)

        let secret = try token(mailedTo: "ada@example.com", path: AccountPaths.confirmEmail)
        #expect(try client.get("/email/confirm?token=\(secret)").status == .ok)
        let confirmed = try client.post("/email/confirm", form: ["token": secret])
        #expect(confirmed.location == "/settings")
        #expect(try !client.get("/settings").text.contains("Please confirm your e-mail address"))
        #expect(try client.post("/email/confirm/resend", form: [:]).location == "/settings")
        #expect(try app.fixture.queuedMail().count == 2)
    }

    @Test func askingAgainTooOftenIsRefusedWith429() throws {
        let client = try app.registeredClient()
        for _ in 1...app.fixture.signInThrottle.mailLimit {
            try client.post("/email/confirm/resend", form: [:])
        }
        let refused = try client.post("/email/confirm/resend", form: [:])
        #expect(refused.status == .tooManyRequests)
        #expect(refused.headers["Retry-After"] == String(app.fixture.signInThrottle.window))
    }

    @Test func theFormsThatMailALinkAreForVisitors() throws {
        let client = try app.registeredClient()
        #expect(try client.get("/password/forgot").status == .seeOther)
        #expect(try client.get("/login/link").status == .seeOther)
    }
}
