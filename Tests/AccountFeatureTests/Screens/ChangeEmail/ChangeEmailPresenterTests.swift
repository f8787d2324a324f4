import DomainTesting
import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Change e-mail presenter")
struct ChangeEmailPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<ChangeEmailViewModel>()
    let coordinator = ChangeEmailCoordinatorSpy()

    func presenter(for member: User) -> ChangeEmailPresenter {
        ChangeEmailPresenter(
            view: view, coordinator: coordinator, viewer: SignedInUser(id: member.id, name: member.name),
            dependencies: fixture.dependencies)
    }

    @Test func theFormShowsTheStoredAddress() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).load()
        #expect(view.shown == [ChangeEmailViewModel(email: "ada@example.com")])
    }

    @Test func aValidUnusedAddressIsMailedALinkAndNothingChangesYet() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).change(email: "  countess@example.com ")
        #expect(coordinator.requested == ["countess@example.com"])
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
        #expect(fixture.mail.map(\.to) == ["countess@example.com"])
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        let stored = try fixture.users.tokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .emailChange, at: fixture.clock.secondsSince1970)
        #expect(stored?.email == "countess@example.com")
        #expect(stored?.userID == member.id)
    }

    @Test func anotherMembersAddressIsRefusedWithNothingMailed() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try fixture.seedMember(name: "Grace", email: "grace@example.com")
        try presenter(for: member).change(email: "GRACE@example.com")
        #expect(view.problems.map(\.emailError) == [ChangeEmailPresenter.emailTakenMessage])
        #expect(coordinator.requested.isEmpty)
        #expect(fixture.mail.isEmpty)
    }

    @Test func theCurrentAddressIsRefused() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).change(email: "ADA@example.com")
        #expect(view.problems.map(\.emailError) == [ChangeEmailPresenter.sameEmailMessage])
        #expect(fixture.mail.isEmpty)
    }

    @Test func aMalformedAddressIsShownWithItsProblem() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).change(email: "not an address")
        #expect(view.problems.map(\.emailError) == [EmailValidatorUseCase.malformed.message])
        #expect(view.problems.map(\.email) == ["not an address"])
    }
}
