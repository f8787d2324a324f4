import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

extension LoginFixture {
    /// A member with authenticator codes turned on through the settings screen, a step ago,
    /// and the recovery codes they were shown.
    func memberWithAuthenticator(
        email: String = "ada@example.com", password: String = "correct horse"
    ) throws -> (member: User, codes: [String]) {
        let member = try seedMember(email: email, password: password)
        let presenter = AuthenticatorPresenter(self, viewer: SignedInUser(id: member.id, name: member.name), language: .english)
        _ = try presenter.load()
        time.advance(by: 30)
        let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")
        let answer = try presenter.turnOn(code: try currentCode(for: member), device: device)
        let codes = try #require(answer.shown?.recoveryCodes)
        time.advance(by: 30)
        return (member, codes)
    }

    /// The code the member's app shows now, or `stepsAgo` steps ago.
    func currentCode(for member: User, stepsAgo: Int = 0) throws -> String {
        let authenticator = try #require(try secondSteps.authenticator(userID: member.id))
        let secret = try #require(secondStepSecrets.open(authenticator.sealedSecret, userID: member.id))
        let step = AuthenticatorCodeCheck.step(at: clock.secondsSince1970) - stepsAgo
        return secondStepSecrets.code(secret: secret, step: step)
    }
}
