import Foundation
import HTTPCore
import ScreenKitTesting
import Testing

/// A password reset does not skip the second step, on the real server and its store: the new
/// password is saved, but the session waits for a code.
@Suite("a reset and the second step against the running server")
struct SecondStepResetServerTests {
    @Test func aResetGoesOnToTheCodeBeforeAnySession() throws {
        // Development mode: the reset link waits in the development mailbox.
        let app = try RunningApp(mode: "development")
        let member = try SecondStepServerTests.memberWithCodes(on: app, browser: app.browser())

        let browser = app.browser()
        try browser.get("/password/forgot")
        #expect(try browser.post("/password/forgot", form: ["email": member.email]).status == .seeOther)
        let link = try #require(try Self.resetLink(mailedTo: member.email, on: app))
        try browser.get(link)
        let token = try #require(URLComponents(string: link)?.queryItems?.first { $0.name == "token" }?.value)
        let reset = try browser.post(
            "/password/reset", form: ["token": token, "password": "staple horse battery", "password_confirmation": "staple horse battery"])
        #expect(reset.status == .seeOther)
        #expect(reset.location == "/login/code")
        #expect(browser.cookies["sk_session"] == nil && browser.cookies["sk_pending"] != nil)
        #expect(try browser.get("/settings").location == "/login?next=%2Fsettings")

        try browser.get("/login/code")
        let signedIn = try browser.post("/login/code", form: ["code": SecondStepServerTests.code(member.secret, steps: 1)])
        #expect(signedIn.location == "/users/\(member.id)")
        let devices = try browser.get("/settings/sessions", accept: "application/json").text
        #expect(devices.contains(#""signInMethod":"reset+code""#))
    }

    /// The reset link of the newest message to `email`, as the development mailbox lists it.
    static func resetLink(mailedTo email: String, on app: RunningApp) throws -> String? {
        let mailbox = app.browser()
        let messages = try mailbox.get("/dev/mailbox", accept: "application/json").jsonObject()["messages"] as? [[String: Any]] ?? []
        guard let id = messages.first(where: { $0["to"] as? String == email })?["id"] as? Int else { return nil }
        let message = try mailbox.get("/dev/mailbox/\(id)", accept: "application/json").jsonObject()
        let links = message["links"] as? [String] ?? []
        return links.compactMap { URLComponents(string: $0) }.first { $0.path == "/password/reset" }.map { "/password/reset?" + ($0.query ?? "") }
    }
}
