import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("New password from a reset link, presenter")
struct ResetPasswordPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<ResetPasswordViewModel>()
    let coordinator = ResetPasswordCoordinatorSpy()
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    var presenter: ResetPasswordPresenter {
        ResetPasswordPresenter(view: view, coordinator: coordinator, dependencies: fixture.dependencies)
    }

    /// A member who asked for a reset, and the secret of the link they were mailed.
    func memberWithLink() throws -> (User, String) {
        let member = try fixture.seedMember(email: "ada@example.com")
        try EmailLinkUseCase(dependencies: fixture.dependencies).sendPasswordReset(to: member.email)
        return (member, try fixture.token(mailedTo: member.email, path: AccountPaths.resetPassword))
    }

    @Test func aLinkThatWorksShowsTheForm() throws {
        let (_, token) = try memberWithLink()
        try presenter.load(token: token)
        #expect(view.shown == [ResetPasswordViewModel(token: token)])
    }

    @Test(arguments: ["", "not-a-token", String(repeating: "A", count: 43)])
    func anythingElseGetsTheOneMessage(token: String) throws {
        _ = try memberWithLink()
        try presenter.load(token: token)
        #expect(view.problems == [ResetPasswordViewModel(linkInvalid: true)])
    }

    @Test func anExpiredLinkGetsTheSameMessage() throws {
        let (_, token) = try memberWithLink()
        fixture.clock.advance(by: EmailLinkUseCase.resetLifetime)
        try presenter.load(token: token)
        #expect(view.problems == [ResetPasswordViewModel(linkInvalid: true)])
    }

    @Test func aGoodPasswordIsStoredTheLinkUsedUpAndTheMemberSignedInAndLogged() throws {
        let (member, token) = try memberWithLink()
        try presenter.reset(token: token, password: "a brand new password", confirmation: "a brand new password", device: device)
        #expect(coordinator.signedIn.map(\.id) == [member.id])
        let stored = try #require(try fixture.users.user(id: member.id))
        #expect(fixture.passwords.verify("a brand new password", against: stored.passwordHash))
        #expect(fixture.securityLog.kinds(userID: member.id) == [.passwordReset])
        try presenter.reset(token: token, password: "another password", confirmation: "another password", device: device)
        #expect(view.problems == [ResetPasswordViewModel(linkInvalid: true)])
        #expect(coordinator.signedIn.count == 1)
    }

    @Test func aPasswordThatBreaksThePolicyKeepsTheLinkUsable() throws {
        let (member, token) = try memberWithLink()
        try presenter.reset(token: token, password: "short", confirmation: "shorter", device: device)
        #expect(view.problems == [ResetPasswordViewModel(
            token: token, passwordError: PasswordPolicyUseCase.tooShort.message,
            passwordConfirmationError: PasswordPolicyUseCase.mismatch.message)])
        #expect(fixture.passwords.hashedPasswords == ["correct horse"])
        try presenter.load(token: token)
        #expect(view.shown == [ResetPasswordViewModel(token: token)])
        #expect(try fixture.users.user(id: member.id)?.passwordHash == FakePasswordHashing.currentPrefix + "correct horse")
    }

    @Test func aSignInLinkDoesNotResetAPassword() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try EmailLinkUseCase(dependencies: fixture.dependencies).sendSignInLink(to: member.email)
        let token = try fixture.token(mailedTo: member.email, path: AccountPaths.openSignInLink)
        try presenter.reset(token: token, password: "a brand new password", confirmation: "a brand new password", device: device)
        #expect(view.problems == [ResetPasswordViewModel(linkInvalid: true)])
        #expect(coordinator.signedIn.isEmpty)
    }
}
