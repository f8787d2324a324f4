import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// "Trust this browser" skips the code in the browser that asked for it, and only there.
@Suite("Trusted browsers")
struct TrustedBrowserRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }
    let secret: [UInt8]

    init() throws {
        steps = try AccountSteps()
        secret = try steps.memberWithCodes()
    }

    /// A browser that passed the code with "trust this browser" ticked, then signed out.
    func trustedBrowser() throws -> ScreenClient {
        let browser = try steps.atTheSecondStep()
        try browser.get("/login/code")
        #expect(try browser.post("/login/code", form: ["code": steps.code(secret), "trust": "1"]).status == .seeOther)
        try browser.post("/logout")
        return browser
    }

    @Test func theTrustedBrowserSkipsTheCode() throws {
        let browser = try trustedBrowser()
        #expect(try steps.signIn(browser).response.location == "/users/1")
    }

    @Test func theTrustCookieCopiedIntoAnotherBrowserDoesNotSkipTheCode() throws {
        let trusted = try trustedBrowser()
        let other = app.client()
        try other.get("/login")
        other.cookies["sk_trusted"] = try #require(trusted.cookies["sk_trusted"])
        #expect(try steps.signIn(other).response.location == "/login/code")
    }
}
