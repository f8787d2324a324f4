import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// Wrong codes are counted against the account until a whole sign-in completes: a right
/// password (or a mailed link) forgets none of them, and a new address starts no new count.
@Suite("Second-step throttling")
struct SecondStepThrottleRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }

    init() throws {
        steps = try AccountSteps()
    }

    /// Someone with the password, from `address`: how the second step answered each wrong code.
    func wrongCodes(_ count: Int, from address: String, afterLink: Bool = false) throws -> [HTTPStatus] {
        let browser = app.client()
        browser.remoteAddress = address
        let first = afterLink ? try steps.signInWithLink(browser) : try steps.signIn(browser).response
        guard first.location == "/login/code" else { return [first.status] }
        try browser.get("/login/code")
        return try (0..<count).map { _ in try browser.post("/login/code", form: ["code": "000000"]).status }
    }

    @Test func rightPasswordsFromManyAddressesForgetNoWrongCode() throws {
        _ = try steps.memberWithCodes()
        var answers: [HTTPStatus] = []
        for round in 1...6 {
            answers += try wrongCodes(4, from: "198.51.100.\(round)")
        }
        let wrong = answers.filter { $0 == .unprocessableContent }.count
        #expect(wrong <= SignInThrottlePolicy.standard.accountLimit, "\(answers)")
        #expect(answers.contains(.tooManyRequests))
        #expect(try steps.eventNames().filter { $0 == "second_step_failed" }.count == wrong)
    }

    @Test func aMailedSignInLinkForgetsNoWrongCode() throws {
        _ = try steps.memberWithCodes()
        let answers = try wrongCodes(4, from: "198.51.100.1") + wrongCodes(4, from: "198.51.100.2", afterLink: true)
        #expect(answers.filter { $0 == .unprocessableContent }.count <= SignInThrottlePolicy.standard.accountLimit, "\(answers)")
        #expect(answers.last == .tooManyRequests)
    }

    /// Once the owner's sign-in completes with a right code, the count starts again.
    @Test func aCompletedSignInStartsTheCountAgain() throws {
        let secret = try steps.memberWithCodes()
        #expect(try wrongCodes(4, from: "198.51.100.1").allSatisfy { $0 == .unprocessableContent })
        _ = try steps.signedIn(secret: secret)
        app.clock.advance(by: 30)
        #expect(try wrongCodes(4, from: "198.51.100.2").allSatisfy { $0 == .unprocessableContent })
    }

    /// Turning codes on takes a first code from the app: guessing it is throttled as the
    /// second step is.
    @Test func theFirstCodeThatTurnsCodesOnIsThrottled() throws {
        try app.fixture.seedMember()
        let owner = try steps.signedIn()
        try owner.get("/settings/two-factor")
        let answers = try (0..<8).map { _ in try owner.post("/settings/two-factor", form: ["code": "000000"]).status }
        #expect(answers.filter { $0 == .unprocessableContent }.count <= SignInThrottlePolicy.standard.accountLimit, "\(answers)")
        #expect(answers.last == .tooManyRequests)
    }
}
