import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// Every passkey options endpoint stores a challenge: each is limited per member and per
/// address, and a member holds only a few live challenges however often they ask.
@Suite("Passkey challenge limits")
struct PasskeyChallengeLimitRouteTests {
    let steps: AccountSteps
    var app: LoginTestApplication { steps.app }

    init() throws {
        steps = try AccountSteps()
        try app.fixture.seedMember()
        _ = try app.store.passkeys.addPasskey(
            userID: 1, credentialID: Array("cred-1".utf8), publicKey: [1], signCount: 0, name: "Laptop", at: 0)
    }

    enum Endpoint: String, CaseIterable, Sendable {
        case addingAPasskey = "/settings/passkeys/options"
        case sudoPrompt = "/settings/confirm/passkey/options"
        case secondStep = "/login/code/passkey/options"
    }

    /// A browser where the script would ask `endpoint` for challenges.
    func browser(for endpoint: Endpoint) throws -> ScreenClient {
        switch endpoint {
        case .addingAPasskey:
            let browser = try steps.signedIn()
            try browser.get("/settings/passkeys")
            return browser
        case .sudoPrompt:
            let browser = try steps.signedIn()
            try browser.get("/settings/confirm")
            return browser
        case .secondStep:
            let owner = try steps.signedIn()
            _ = try steps.turnOnCodes(owner)
            let browser = try steps.atTheSecondStep()
            try browser.get("/login/code")
            return browser
        }
    }

    @Test(arguments: Endpoint.allCases)
    func askingOverAndOverIsRefusedAndStoresFewChallenges(_ endpoint: Endpoint) throws {
        let browser = try browser(for: endpoint)
        let answers = try (0..<60).map { _ in try steps.passkeyChallenge(browser, from: endpoint.rawValue).response.status }
        #expect(answers.first == .ok)
        #expect(answers.last == .tooManyRequests, "\(answers)")
        #expect(try steps.count("SELECT COUNT(*) AS value FROM passkey_challenges WHERE user_id = 1") <= 5)
    }

    /// The newest challenge always works, however many came before it.
    @Test func theNewestChallengeStillWorks() throws {
        let browser = try browser(for: .sudoPrompt)
        var newest: String?
        for _ in 0..<10 {
            newest = try steps.passkeyChallenge(browser, from: Endpoint.sudoPrompt.rawValue).challenge
        }
        let confirmed = try browser.post("/settings/confirm/passkey", form: [
            "challenge": try #require(newest), "credential_id": "cred-1", "client_data_json": "{}", "authenticator_data": "1",
            "signature": "signed", "user_handle": "", "next": "",
        ])
        #expect(confirmed.status == .seeOther)
    }
}
