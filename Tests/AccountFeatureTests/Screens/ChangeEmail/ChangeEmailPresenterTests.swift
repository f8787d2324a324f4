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
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

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

    @Test func aValidUnusedAddressIsSavedTrimmedAndLogged() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).change(email: "  countess@example.com ", device: device)
        #expect(coordinator.changeCount == 1)
        #expect(try fixture.users.user(id: member.id)?.email == "countess@example.com")
        #expect(fixture.securityLog.kinds(userID: member.id) == [.emailChanged])
    }

    @Test func anotherMembersAddressIsRefusedWithNothingChanged() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try fixture.seedMember(name: "Grace", email: "grace@example.com")
        try presenter(for: member).change(email: "GRACE@example.com", device: device)
        #expect(view.problems.map(\.emailError) == [ChangeEmailPresenter.emailTakenMessage])
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
        #expect(coordinator.changeCount == 0)
        #expect(fixture.securityLog.all.isEmpty)
    }

    @Test func aMalformedAddressIsShownWithItsProblem() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).change(email: "not an address", device: device)
        #expect(view.problems.map(\.emailError) == [EmailValidatorUseCase.malformed.message])
        #expect(view.problems.map(\.email) == ["not an address"])
    }
}
