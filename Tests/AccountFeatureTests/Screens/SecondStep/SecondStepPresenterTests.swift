import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Second step presenter")
struct SecondStepPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    func memberWithAuthenticator() throws -> (member: User, codes: [String]) {
        try fixture.memberWithAuthenticator(password: "correct horse")
    }

    func currentCode(for member: User, stepsAgo: Int = 0) throws -> String {
        try fixture.currentCode(for: member, stepsAgo: stepsAgo)
    }

    func pending(for member: User) -> PendingSignIn {
        PendingSignIn(userID: member.id, remember: true, next: "/users", expiresAt: fixture.clock.secondsSince1970 + 300)
    }

    @Test func thePasswordAloneStartsNoSessionWhenTheSecondStepIsOn() throws {
        let (member, _) = try memberWithAuthenticator()
        let answer = try LoginPresenter(fixture, language: .english).signIn(
            email: member.email, password: "correct horse", remember: true, next: "/users", device: device)
        let expected = PendingSignIn(userID: member.id, remember: true, next: "/users", expiresAt: fixture.clock.secondsSince1970 + 300)
        #expect(answer == Answer.go(.secondStep).awaitingSecondStep(expected))
    }

    @Test func aCurrentCodeSignsIn() throws {
        let (member, _) = try memberWithAuthenticator()
        let answer = try SecondStepPresenter(fixture, language: .english).verify(code: try currentCode(for: member), pending: pending(for: member), device: device)
        #expect(answer == Answer.go(.next("/users")).signingIn(
            SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.password, then: .authenticatorCode)))
        #expect(try fixture.store.eventKinds(userID: member.id).last == .signedIn)
    }

    @Test func aReusedCodeIsRefused() throws {
        let (member, _) = try memberWithAuthenticator()
        let code = try currentCode(for: member)
        _ = try SecondStepPresenter(fixture, language: .english).verify(code: code, pending: pending(for: member), device: device)
        let again = try SecondStepPresenter(fixture, language: .english).verify(code: code, pending: pending(for: member), device: device)
        #expect(again == .problems(SecondStepViewModel(codeError: SecondStepText.wrongCode.text(in: .english))))
        #expect(try fixture.store.eventKinds(userID: member.id).last == .secondStepFailed)
    }

    @Test func aCodeTwoStepsOldIsRefusedAndOneStepOldAccepted() throws {
        let (member, _) = try memberWithAuthenticator()
        fixture.time.advance(by: 90)
        let old = try SecondStepPresenter(fixture, language: .english).verify(
            code: try currentCode(for: member, stepsAgo: 2), pending: pending(for: member), device: device)
        #expect(old == .problems(SecondStepViewModel(codeError: SecondStepText.wrongCode.text(in: .english))))
        let drifted = try SecondStepPresenter(fixture, language: .english).verify(
            code: try currentCode(for: member, stepsAgo: 1), pending: pending(for: member), device: device)
        #expect(drifted.sessionChange == .signIn(
            SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.password, then: .authenticatorCode)))
    }

    @Test func aRecoveryCodeWorksOnce() throws {
        let (member, codes) = try memberWithAuthenticator()
        let first = try SecondStepPresenter(fixture, language: .english).verify(code: codes[3], pending: pending(for: member), device: device)
        #expect(first == Answer.go(.next("/users"), flash: .info(SecondStepText.recoveryCodeUsed.text(in: .english, .count(9))))
            .signingIn(SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.password, then: .recoveryCode)))
        #expect(try fixture.store.eventKinds(userID: member.id).suffix(2) == [.signedIn, .recoveryCodeUsed])
        let second = try SecondStepPresenter(fixture, language: .english).verify(code: codes[3], pending: pending(for: member), device: device)
        #expect(second == .problems(SecondStepViewModel(codeError: SecondStepText.wrongCode.text(in: .english))))
    }

    @Test func nothingPendingGoesBackToTheSignInForm() throws {
        let answer = try SecondStepPresenter(fixture, language: .english).verify(code: "123456", pending: nil, device: device)
        #expect(answer == .go(.signIn, flash: .info(SecondStepText.secondStepExpired.text(in: .english))))
    }

    @Test func wrongCodesAreThrottledLikePasswords() throws {
        let (member, _) = try memberWithAuthenticator()
        for _ in 0..<fixture.signInThrottle.accountLimit {
            _ = try SecondStepPresenter(fixture, language: .english).verify(code: "000000", pending: pending(for: member), device: device)
        }
        let answer = try SecondStepPresenter(fixture, language: .english).verify(code: try currentCode(for: member), pending: pending(for: member), device: device)
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
    }

    @Test func aPasswordResetDoesNotSkipTheSecondStep() throws {
        let (member, _) = try memberWithAuthenticator()
        let token = try #require(try issueResetLink(for: member))
        let answer = try ResetPasswordPresenter(fixture, language: .english).reset(
            token: token, password: "new battery staple", confirmation: "new battery staple", device: device)
        #expect(answer.sessionChange == .awaitSecondStep(
            PendingSignIn(userID: member.id, remember: false, next: nil, expiresAt: fixture.clock.secondsSince1970 + 300, firstStep: .reset)))
        #expect(answer.destination == .secondStep)
    }

    @Test func aCodeAfterAResetOrALinkSaysSoInTheSession() throws {
        let (member, _) = try memberWithAuthenticator()
        for firstStep in [SignInMethod.FirstStep.reset, .link] {
            fixture.time.advance(by: 30)
            let pending = PendingSignIn(
                userID: member.id, remember: false, next: nil, expiresAt: fixture.clock.secondsSince1970 + 300, firstStep: firstStep)
            let answer = try SecondStepPresenter(fixture, language: .english).verify(code: try currentCode(for: member), pending: pending, device: device)
            #expect(answer.sessionChange == .signIn(
                SignedInUser(id: member.id, name: member.name), remember: false, method: SignInMethod(firstStep, then: .authenticatorCode)))
        }
    }

    /// A password reset link for the member, as "forgot your password?" mails it.
    func issueResetLink(for member: User) throws -> String? {
        _ = try RequestLinkPresenter(fixture, kind: .passwordReset, language: .english).submit(RequestLinkForm(email: member.email), device: device)
        return try fixture.token(mailedTo: member.email, path: AccountPaths.resetPassword)
    }
}
