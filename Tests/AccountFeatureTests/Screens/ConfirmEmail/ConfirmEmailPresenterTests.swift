import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Confirmation link's page, presenter")
struct ConfirmEmailPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    /// The page as a visitor not signed in here opens it: done, they go on to the sign-in form.
    func presenter(_ kind: ConfirmationKind) -> ConfirmEmailPresenter {
        ConfirmEmailPresenter(fixture, kind: kind, viewer: nil)
    }

    var links: EmailLinkUseCase { EmailLinkUseCase(dependencies: fixture) }

    @Test func theAddressSignedUpWithIsConfirmedOnceAndLogged() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.resendConfirmation(to: member)
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.confirmEmail)
        #expect(try presenter(.signUp).load(token: token) == .show(ConfirmEmailViewModel(token: token, email: "ada@example.com")))
        let answer = try presenter(.signUp).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(answer == .go(.signIn, flash: .success(LinkText.emailConfirmed.text(in: .english))))
        #expect(try fixture.users.user(id: member.id)?.isEmailConfirmed == true)
        #expect(try fixture.store.eventKinds(userID: member.id) == [.emailConfirmed])
        let again = try presenter(.signUp).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(again == .problems(ConfirmEmailViewModel(linkInvalid: true)))
    }

    @Test func aNewAddressTakesEffectWhenItsLinkIsOpenedAndTheOldOneIsTold() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.sendEmailChange(for: member, to: "countess@example.com")
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        let answer = try presenter(.change).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(answer == .go(.signIn, flash: .success(LinkText.emailChanged.text(in: .english, .text("email", "countess@example.com")))))
        let changed = try #require(try fixture.users.user(id: member.id))
        #expect(changed.email == "countess@example.com")
        #expect(changed.isEmailConfirmed)
        let notice = try #require(try fixture.queuedMail().last)
        #expect(notice.to == "ada@example.com")
        #expect(notice.text.contains("countess@example.com"))
        #expect(try fixture.store.eventKinds(userID: member.id) == [.emailChanged])
    }

    @Test func anAddressTakenMeanwhileIsRefusedAndNothingChanges() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.sendEmailChange(for: member, to: "countess@example.com")
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        try fixture.seedMember(name: "Another", email: "countess@example.com")
        let answer = try presenter(.change).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(answer == .problems(ConfirmEmailViewModel(
            change: true, token: token, email: "countess@example.com", error: LinkText.emailTaken.text(in: .english))))
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
    }

    @Test func aConfirmationLinkDoesNotChangeAnAddress() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.resendConfirmation(to: member)
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.confirmEmail)
        let answer = try presenter(.change).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(answer == .problems(ConfirmEmailViewModel(change: true, linkInvalid: true)))
    }
}
