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

    /// A sign-in of `member` waiting for its second step, as the password starts one.
    func pending(for member: User, firstStep: SignInMethod.FirstStep = .password, remember: Bool = true, next: String? = "/users") throws -> PendingSignIn {
        try PendingSignInUseCase(dependencies: fixture).start(userID: member.id, remember: remember, next: next, firstStep: firstStep)
    }

    /// The sign-in an answer leaves waiting, checked to be kept by the store.
    func waiting<Model, Destination>(_ answer: Answer<Model, Destination>) throws -> PendingSignIn? {
        guard case .awaitSecondStep(let pending) = answer.sessionChange else { return nil }
        #expect(try fixture.secondSteps.pendingSignInIsLive(keyHash: pending.keyDigest, userID: pending.userID, at: fixture.clock.secondsSince1970))
        return pending
    }

    /// The second step's model for `member`, with what the test expects on it.
    func model(for member: User, codeError: String? = nil) -> SecondStepViewModel {
        SecondStepViewModel(account: member.email, codeError: codeError)
    }

    @Test func thePasswordAloneStartsNoSessionWhenTheSecondStepIsOn() throws {
        let (member, _) = try memberWithAuthenticator()
        let answer = try LoginPresenter(fixture).signIn(
            email: member.email, password: "correct horse", remember: true, next: "/users", device: device)
        #expect(answer.destination == .secondStep)
        let pending = try #require(try waiting(answer))
        #expect(pending.userID == member.id && pending.remember && pending.next == "/users" && pending.firstStep == .password)
        #expect(pending.expiresAt == fixture.clock.secondsSince1970 + PendingSignIn.lifetimeSeconds)
    }

    @Test func aCurrentCodeSignsIn() throws {
        let (member, _) = try memberWithAuthenticator()
        let answer = try SecondStepPresenter(fixture).verify(code: try currentCode(for: member), pending: try pending(for: member), device: device)
        #expect(answer == Answer.go(.next("/users")).signingIn(
            SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.password, then: .authenticatorCode)))
        #expect(try fixture.store.eventKinds(userID: member.id).last == .signedIn)
    }

    @Test func aReusedCodeIsRefused() throws {
        let (member, _) = try memberWithAuthenticator()
        let code = try currentCode(for: member)
        _ = try SecondStepPresenter(fixture).verify(code: code, pending: try pending(for: member), device: device)
        let again = try SecondStepPresenter(fixture).verify(code: code, pending: try pending(for: member), device: device)
        #expect(again == .problems(model(for: member, codeError: SecondStepText.wrongCode.text(in: .english))))
        #expect(try fixture.store.eventKinds(userID: member.id).last == .secondStepFailed)
    }

    @Test func aCodeTwoStepsOldIsRefusedAndOneStepOldAccepted() throws {
        let (member, _) = try memberWithAuthenticator()
        fixture.time.advance(by: 90)
        let old = try SecondStepPresenter(fixture).verify(
            code: try currentCode(for: member, stepsAgo: 2), pending: try pending(for: member), device: device)
        #expect(old == .problems(model(for: member, codeError: SecondStepText.wrongCode.text(in: .english))))
        let drifted = try SecondStepPresenter(fixture).verify(
            code: try currentCode(for: member, stepsAgo: 1), pending: try pending(for: member), device: device)
        #expect(drifted.sessionChange == .signIn(
            SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.password, then: .authenticatorCode)))
    }

    @Test func aRecoveryCodeWorksOnce() throws {
        let (member, codes) = try memberWithAuthenticator()
        let first = try SecondStepPresenter(fixture).verify(code: codes[3], pending: try pending(for: member), device: device)
        #expect(first == Answer.go(.next("/users"), flash: .info(SecondStepText.recoveryCodeUsed.text(in: .english, .count(9))))
            .signingIn(SignedInUser(id: member.id, name: member.name), remember: true, method: SignInMethod(.password, then: .recoveryCode)))
        #expect(try fixture.store.eventKinds(userID: member.id).suffix(2) == [.signedIn, .recoveryCodeUsed])
        let second = try SecondStepPresenter(fixture).verify(code: codes[3], pending: try pending(for: member), device: device)
        #expect(second == .problems(model(for: member, codeError: SecondStepText.wrongCode.text(in: .english))))
    }

    @Test func nothingPendingGoesBackToTheSignInForm() throws {
        let answer = try SecondStepPresenter(fixture).verify(code: "123456", pending: nil, device: device)
        #expect(answer == .go(.signIn, flash: .info(SecondStepText.secondStepExpired.text(in: .english))))
    }

    @Test func wrongCodesAreThrottledLikePasswords() throws {
        let (member, _) = try memberWithAuthenticator()
        for _ in 0..<fixture.signInThrottle.accountLimit {
            _ = try SecondStepPresenter(fixture).verify(code: "000000", pending: try pending(for: member), device: device)
        }
        let answer = try SecondStepPresenter(fixture).verify(code: try currentCode(for: member), pending: try pending(for: member), device: device)
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
    }

    @Test func aPasswordResetDoesNotSkipTheSecondStep() throws {
        let (member, _) = try memberWithAuthenticator()
        let token = try #require(try issueResetLink(for: member))
        let answer = try ResetPasswordPresenter(fixture).reset(
            token: token, password: "new battery staple", confirmation: "new battery staple", device: device)
        let pending = try #require(try waiting(answer))
        #expect(pending.userID == member.id && !pending.remember && pending.next == nil && pending.firstStep == .reset)
        #expect(answer.destination == .secondStep)
    }

    @Test func aCodeAfterAResetOrALinkSaysSoInTheSession() throws {
        let (member, _) = try memberWithAuthenticator()
        for firstStep in [SignInMethod.FirstStep.reset, .link] {
            fixture.time.advance(by: 30)
            let pending = try pending(for: member, firstStep: firstStep, remember: false, next: nil)
            let answer = try SecondStepPresenter(fixture).verify(code: try currentCode(for: member), pending: pending, device: device)
            #expect(answer.sessionChange == .signIn(
                SignedInUser(id: member.id, name: member.name), remember: false, method: SignInMethod(firstStep, then: .authenticatorCode)))
        }
    }

    /// A password reset link for the member, as "forgot your password?" mails it.
    func issueResetLink(for member: User) throws -> String? {
        _ = try RequestLinkPresenter(fixture, kind: .passwordReset).submit(RequestLinkForm(email: member.email), device: device)
        return try fixture.token(mailedTo: member.email, path: AccountPaths.resetPassword)
    }
}
