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
        try presenter(for: member).change(email: "  countess@example.com ", device: .unknown)
        #expect(coordinator.requested == ["countess@example.com"])
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
        #expect(fixture.mail.map(\.to) == ["countess@example.com", "ada@example.com"])
        let token = try fixture.token(mailedTo: "countess@example.com", path: AccountPaths.confirmEmailChange)
        let stored = try fixture.users.tokens.token(
            hash: try #require(LinkSecret.digest(of: token)), purpose: .emailChange, at: fixture.clock.secondsSince1970)
        #expect(stored?.email == "countess@example.com")
        #expect(stored?.userID == member.id)
    }

    @Test func anotherMembersAddressIsAnsweredAsAFreeOneAndItsOwnerIsTold() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try fixture.seedMember(name: "Grace", email: "grace@example.com")
        try presenter(for: member).change(email: "GRACE@example.com", device: .unknown)
        #expect(view.problems.isEmpty)
        #expect(coordinator.requested == ["GRACE@example.com"])
        #expect(fixture.mail.map(\.to) == ["GRACE@example.com"])
        #expect(fixture.users.tokens.all.isEmpty)
        #expect(try fixture.users.user(id: member.id)?.email == "ada@example.com")
    }

    @Test func askingTooOftenIsRefusedWithTheWait() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        for index in 0..<fixture.throttle.mailMemberLimit {
            try presenter(for: member).change(email: "new\(index)@example.com", device: SessionDevice(userAgent: "", clientAddress: "192.0.2.\(index)"))
        }
        try presenter(for: member).change(email: "one-more@example.com", device: SessionDevice(userAgent: "", clientAddress: "198.51.100.1"))
        #expect(view.throttled.map(\.retryAfterSeconds) == [fixture.throttle.window])
        #expect(coordinator.requested.count == fixture.throttle.mailMemberLimit)
    }

    @Test func theCurrentAddressIsRefused() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).change(email: "ADA@example.com", device: .unknown)
        #expect(view.problems.map(\.emailError) == [ChangeEmailPresenter.sameEmailMessage])
        #expect(fixture.mail.isEmpty)
    }

    @Test func aMalformedAddressIsShownWithItsProblem() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).change(email: "not an address", device: .unknown)
        #expect(view.problems.map(\.emailError) == [EmailValidatorUseCase.malformed.message])
        #expect(view.problems.map(\.email) == ["not an address"])
    }
}
