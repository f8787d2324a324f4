import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

/// "Trust this browser for 30 days": the code is skipped at the next password sign-in from it,
/// never the password, and only while the member's trust epoch is the one it was given under.
@Suite("Trusted browser")
struct TrustedBrowserTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    /// A sign-in of `member` waiting for its second step, as the password starts one.
    func pending(for member: User) throws -> PendingSignIn {
        try PendingSignInUseCase(dependencies: fixture).start(userID: member.id, remember: false, next: nil, firstStep: .password)
    }

    /// Passes the second step with "trust this browser" ticked; the trust the browser keeps.
    func trustedBrowser(for member: User) throws -> BrowserTrust {
        let answer = try SecondStepPresenter(fixture).verify(
            code: try fixture.currentCode(for: member), trust: true, pending: try pending(for: member), device: device)
        guard case .signIn(_, _, _, let trust) = answer.sessionChange else {
            Issue.record("no sign-in: \(String(describing: answer.sessionChange))")
            return BrowserTrust(userID: 0, epoch: 0)
        }
        return try #require(trust)
    }

    func signIn(_ member: User, password: String = "correct horse", trust: BrowserTrust?) throws -> Answer<LoginViewModel, LoginPresenter.Destination> {
        fixture.time.advance(by: 30)
        return try LoginPresenter(fixture).signIn(
            email: member.email, password: password, remember: false, next: nil, device: device, browserTrust: trust)
    }

    @Test func aCodeWithoutTheBoxTickedTrustsNothing() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let answer = try SecondStepPresenter(fixture).verify(
            code: try fixture.currentCode(for: member), pending: try pending(for: member), device: device)
        guard case .signIn(_, _, _, let trust) = answer.sessionChange else {
            Issue.record("no sign-in")
            return
        }
        #expect(trust == nil)
    }

    @Test func aTrustedBrowserSkipsTheCodeButNotThePassword() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let trust = try trustedBrowser(for: member)
        #expect(trust.userID == member.id)

        let signedIn = try signIn(member, trust: trust)
        #expect(signedIn == Answer.go(.memberPage(id: member.id)).signingIn(
            SignedInUser(id: member.id, name: member.name), method: SignInMethod(.password, then: .trustedBrowser)))
        let wrongPassword = try signIn(member, password: "wrong horse", trust: trust)
        #expect(wrongPassword.problems?.error == AccountText.incorrectCredentials.text(in: .english))
        #expect(wrongPassword.sessionChange == nil)
    }

    @Test func anotherMembersTrustIsNoTrust() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let (other, _) = try fixture.memberWithAuthenticator(email: "grace@example.com")
        let trust = try trustedBrowser(for: other)
        #expect(try signIn(member, trust: trust).destination == .secondStep)
        #expect(try signIn(member, trust: BrowserTrust(userID: member.id, epoch: trust.epoch + 1)).destination == .secondStep)
    }

    @Test func aNewPasswordEndsTheTrust() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let trust = try trustedBrowser(for: member)
        let viewer = SignedInUser(id: member.id, name: member.name)
        _ = try ChangePasswordPresenter(fixture, viewer: viewer, sessions: FakeDeviceSessions([])).change(
            currentPassword: "correct horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        #expect(try signIn(member, password: "battery staple", trust: trust).destination == .secondStep)
    }

    @Test func aResetEndsTheTrust() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let trust = try trustedBrowser(for: member)
        _ = try RequestLinkPresenter(fixture, kind: .passwordReset).submit(RequestLinkForm(email: member.email), device: device)
        let token = try #require(try fixture.token(mailedTo: member.email, path: AccountPaths.resetPassword))
        let reset = try ResetPasswordPresenter(fixture).reset(
            token: token, password: "new battery staple", confirmation: "new battery staple", device: device)
        #expect(reset.destination == .secondStep)
        #expect(try signIn(member, password: "new battery staple", trust: trust).destination == .secondStep)
    }

    @Test func turningTheSecondStepOffEndsTheTrustForGood() throws {
        let (member, codes) = try fixture.memberWithAuthenticator()
        let trust = try trustedBrowser(for: member)
        let viewer = SignedInUser(id: member.id, name: member.name)
        _ = try AuthenticatorPresenter(fixture, viewer: viewer, sessions: try fixture.sessions(for: member)).turnOff(code: codes[0], device: device)
        #expect(try signIn(member, trust: trust).destination == .memberPage(id: member.id))
        // On again, with a new key: the browser trusted before asks for a code again.
        _ = try AuthenticatorPresenter(fixture, viewer: viewer, sessions: try fixture.sessions(for: member)).load()
        fixture.time.advance(by: 30)
        _ = try AuthenticatorPresenter(fixture, viewer: viewer, sessions: try fixture.sessions(for: member)).turnOn(code: try fixture.currentCode(for: member), device: device)
        #expect(try signIn(member, trust: trust).destination == .secondStep)
    }

    @Test func signingOutEverywhereEndsTheTrust() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let trust = try trustedBrowser(for: member)
        let viewer = SignedInUser(id: member.id, name: member.name)
        _ = try DevicesPresenter(fixture, viewer: viewer, sessions: FakeDeviceSessions([])).signOutEverywhereElse(device: device)
        #expect(try signIn(member, trust: trust).destination == .secondStep)
    }
}
