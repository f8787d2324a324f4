import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("New password from a reset link, presenter")
struct ResetPasswordPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    var presenter: ResetPasswordPresenter {
        ResetPasswordPresenter(fixture)
    }

    /// A member who asked for a reset, and the secret of the link they were mailed.
    func memberWithLink() throws -> (User, String) {
        let member = try fixture.seedMember(email: "ada@example.com")
        try EmailLinkUseCase(dependencies: fixture).sendPasswordReset(to: member.email)
        return (member, try fixture.token(mailedTo: member.email, path: AccountPaths.resetPassword))
    }

    @Test func aLinkThatWorksShowsTheForm() throws {
        let (_, token) = try memberWithLink()
        #expect(try presenter.load(token: token) == .show(ResetPasswordViewModel(token: token)))
    }

    @Test(arguments: ["", "not-a-token", String(repeating: "A", count: 43)])
    func anythingElseGetsTheOneMessage(token: String) throws {
        _ = try memberWithLink()
        #expect(try presenter.load(token: token) == .problems(ResetPasswordViewModel(linkInvalid: true)))
    }

    @Test func anExpiredLinkGetsTheSameMessage() throws {
        let (_, token) = try memberWithLink()
        fixture.time.advance(by: EmailLinkUseCase.resetLifetime)
        #expect(try presenter.load(token: token) == .problems(ResetPasswordViewModel(linkInvalid: true)))
    }

    @Test func aGoodPasswordIsStoredTheLinkUsedUpAndTheMemberSignedInAndLogged() throws {
        let (member, token) = try memberWithLink()
        let answer = try presenter.reset(token: token, password: "a brand new password", confirmation: "a brand new password", device: device)
        #expect(answer == Answer.go(.memberPage(id: member.id), flash: .success(LinkText.passwordReset.text(in: .english)))
            .signingIn(SignedInUser(id: member.id, name: member.name), method: SignInMethod(.reset)))
        let stored = try #require(try fixture.users.user(id: member.id))
        #expect(fixture.hasher.verify("a brand new password", against: stored.passwordHash))
        #expect(try fixture.store.eventKinds(userID: member.id) == [.passwordReset])
        let again = try presenter.reset(token: token, password: "another password", confirmation: "another password", device: device)
        #expect(again == .problems(ResetPasswordViewModel(linkInvalid: true)))
    }

    @Test func aPasswordThatBreaksThePolicyKeepsTheLinkUsable() throws {
        let (member, token) = try memberWithLink()
        let answer = try presenter.reset(token: token, password: "short", confirmation: "shorter", device: device)
        #expect(answer == .problems(ResetPasswordViewModel(
            token: token, passwordError: PasswordPolicyUseCase.tooShort.message,
            passwordConfirmationError: PasswordPolicyUseCase.mismatch.message)))
        #expect(fixture.hasher.hashedPasswords == ["correct horse"])
        #expect(try presenter.load(token: token) == .show(ResetPasswordViewModel(token: token)))
        #expect(try fixture.users.user(id: member.id)?.passwordHash == FakePasswordHashing.currentPrefix + "correct horse")
    }

    @Test func aSignInLinkDoesNotResetAPassword() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try EmailLinkUseCase(dependencies: fixture).sendSignInLink(to: member.email)
        let token = try fixture.token(mailedTo: member.email, path: AccountPaths.openSignInLink)
        let answer = try presenter.reset(token: token, password: "a brand new password", confirmation: "a brand new password", device: device)
        #expect(answer == .problems(ResetPasswordViewModel(linkInvalid: true)))
    }
}
