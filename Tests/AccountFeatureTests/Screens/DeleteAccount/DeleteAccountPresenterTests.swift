import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Delete account presenter")
struct DeleteAccountPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<DeleteAccountViewModel>()
    let coordinator = DeleteAccountCoordinatorSpy()

    func presenter(for member: User) -> DeleteAccountPresenter {
        DeleteAccountPresenter(
            view: view, coordinator: coordinator, viewer: SignedInUser(id: member.id, name: member.name), users: fixture.users)
    }

    @Test func theFormNamesTheAddressToType() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).load()
        #expect(view.shown == [DeleteAccountViewModel(email: "ada@example.com")])
    }

    @Test func theMembersOwnAddressDeletesTheAccount() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try presenter(for: member).delete(typedEmail: " ADA@example.com ")
        #expect(coordinator.deleteCount == 1)
        #expect(try fixture.users.user(id: member.id) == nil)
    }

    @Test func anyOtherTextChangesNothing() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try fixture.seedMember(name: "Grace", email: "grace@example.com")
        for typed in ["", "grace@example.com", "ada@example.org"] {
            try presenter(for: member).delete(typedEmail: typed)
        }
        #expect(coordinator.deleteCount == 0)
        #expect(view.problems.map(\.emailError) == Array(repeating: DeleteAccountPresenter.mismatchMessage, count: 3))
        #expect(try fixture.users.count() == 2)
    }
}
