import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Confirmation link's page, presenter")
struct ConfirmEmailPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<ConfirmEmailViewModel>()
    let coordinator = ConfirmEmailCoordinatorSpy()
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    func presenter(_ kind: ConfirmationKind) -> ConfirmEmailPresenter {
        ConfirmEmailPresenter(view: view, coordinator: coordinator, kind: kind, dependencies: fixture.dependencies)
    }

    var links: EmailLinkUseCase { EmailLinkUseCase(dependencies: fixture.dependencies) }

    @Test func theAddressSignedUpWithIsConfirmedOnceAndLogged() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.resendConfirmation(to: member)
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.confirmEmail)
        try presenter(.signUp).load(token: token)
        #expect(view.shown == [ConfirmEmailViewModel(token: token, email: "ada@example.com")])
        try presenter(.signUp).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(coordinator.messages == [AccountMessages.emailConfirmed])
        #expect(try fixture.users.user(id: member.id)?.isEmailConfirmed == true)
        #expect(fixture.securityLog.kinds(userID: member.id) == [.emailConfirmed])
        try presenter(.signUp).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(view.problems == [ConfirmEmailViewModel(linkInvalid: true)])
    }

    @Test func aNewAddressTakesEffectWhenItsLinkIsOpenedAndTheOldOneIsTold() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.sendEmailChange(for: member, to: "countess@example.com")
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        try presenter(.change).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(coordinator.messages == [AccountMessages.emailChanged(to: "countess@example.com")])
        let changed = try #require(try fixture.users.user(id: member.id))
        #expect(changed.email == "countess@example.com")
        #expect(changed.isEmailConfirmed)
        let notice = try #require(fixture.mail.last)
        #expect(notice.to == "ada@example.com")
        #expect(notice.text.contains("countess@example.com"))
        #expect(fixture.securityLog.kinds(userID: member.id) == [.emailChanged])
    }

    @Test func anAddressTakenMeanwhileIsRefusedAndNothingChanges() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.sendEmailChange(for: member, to: "countess@example.com")
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        try fixture.seedMember(name: "Another", email: "countess@example.com")
        try presenter(.change).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(view.problems.map(\.error) == [ConfirmEmailPresenter.emailTakenMessage])
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
        #expect(coordinator.messages.isEmpty)
    }

    @Test func aConfirmationLinkDoesNotChangeAnAddress() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try links.resendConfirmation(to: member)
        let token = try fixture.token(mailedTo: "ada@example.com", path: AccountPaths.confirmEmail)
        try presenter(.change).confirm(token: token, device: device, sessionIDHash: nil)
        #expect(view.problems == [ConfirmEmailViewModel(change: true, linkInvalid: true)])
    }
}
