import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// A sign-in waiting for its second step is used once: it ends when a code completes it, at
/// sign-out, and with the password or the sessions that let it start.
@Suite("Pending sign-ins")
struct PendingSignInRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }
    let secret: [UInt8]

    init() throws {
        steps = try AccountSteps()
        secret = try steps.memberWithCodes()
    }

    /// A browser holding `jar`'s cookies: the same browser later, or a copy of its cookies.
    func browser(with jar: CookieJar) -> ScreenClient {
        let browser = app.client()
        browser.cookies = jar
        return browser
    }

    /// Whether the second step in `browser` still takes a right code and opens a session.
    func codeStillSignsIn(_ browser: ScreenClient) throws -> Bool {
        let page = try browser.get("/login/code")
        guard page.status == .ok else { return false }
        app.clock.advance(by: 30)
        let answer = try browser.post("/login/code", form: ["code": steps.code(secret)])
        return answer.status == .seeOther && browser.cookies[LoginTestApplication.sessionCookie] != nil
    }

    @Test func aCompletedSecondStepCannotBeUsedAgain() throws {
        let browser = try steps.atTheSecondStep()
        let copied = browser.cookies
        #expect(try codeStillSignsIn(browser))
        try browser.post("/logout")
        #expect(try !codeStillSignsIn(self.browser(with: copied)))
    }

    @Test func signingOutEndsTheSignInWaitingForItsCode() throws {
        let browser = try steps.atTheSecondStep()
        let copied = browser.cookies
        try browser.get("/login/code")
        #expect(try browser.post("/logout").status == .seeOther)
        #expect(try !codeStillSignsIn(self.browser(with: copied)))
    }

    /// What the owner does elsewhere while someone with the old password waits for a code.
    enum OwnerStep: String, CaseIterable, Sendable {
        case changesThePassword, resetsThePassword, signsOutEverywhereElse
    }

    @Test(arguments: OwnerStep.allCases)
    func theOwnerEndsASignInWaitingElsewhere(_ step: OwnerStep) throws {
        let waiting = try steps.atTheSecondStep()
        let owner = try steps.signedIn(secret: secret)
        switch step {
        case .changesThePassword:
            #expect(try steps.changePassword(owner, to: "battery staple").status == .seeOther)
        case .resetsThePassword:
            #expect(try steps.resetPassword(app.client(), to: "battery staple").status == .seeOther)
        case .signsOutEverywhereElse:
            #expect(try steps.signOutEverywhereElse(owner).status == .seeOther)
        }
        #expect(try !codeStillSignsIn(waiting))
    }

    /// The code is asked for one account: the page says which.
    @Test func theSecondStepSaysWhichAccountIsSigningIn() throws {
        let page = try steps.atTheSecondStep().get("/login/code").html()
        #expect(page.normalizedText.contains("ada@example.com"))
    }
}
