import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Delete account presenter")
struct DeleteAccountPresenterTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User) -> DeleteAccountPresenter {
        DeleteAccountPresenter(users: fixture.users, viewer: SignedInUser(id: member.id, name: member.name))
    }

    @Test func theFormNamesTheAddressToType() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        #expect(try presenter(for: member).load() == .show(DeleteAccountViewModel(email: "ada@example.com")))
    }

    @Test func theMembersOwnAddressDeletesTheAccount() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        let answer = try presenter(for: member).delete(typedEmail: " ADA@example.com ")
        // The deleted account's browser is signed out and leaves for the home page.
        #expect(answer == Answer.go(.home, flash: .info(SettingsText.deleted.text(in: .english))).signingOut())
        #expect(try fixture.users.user(id: member.id) == nil)
    }

    @Test func anyOtherTextChangesNothing() throws {
        let member = try fixture.seedMember(email: "ada@example.com")
        try fixture.seedMember(name: "Grace", email: "grace@example.com")
        for typed in ["", "grace@example.com", "ada@example.org"] {
            let answer = try presenter(for: member).delete(typedEmail: typed)
            #expect(answer == .problems(DeleteAccountViewModel(email: "ada@example.com", emailError: SettingsText.deleteMismatch.text(in: .english))))
        }
        #expect(try fixture.store.memberCount() == 2)
    }
}
