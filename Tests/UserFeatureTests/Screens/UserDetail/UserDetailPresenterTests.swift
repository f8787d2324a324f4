import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Member page presenter")
struct UserDetailPresenterTests {
    let store: TestStore
    var users: any UserRepository { store.users }

    init() throws {
        store = try TestStore()
    }

    func presenter(viewer: SignedInUser) -> UserDetailPresenter {
        UserDetailPresenter(store, viewer: viewer)
    }

    @Test func theOwnerSeesTheirEmailAndMayEdit() throws {
        let joinedAt = Days.since1970(year: 2026, month: 11, day: 22) * Days.secondsPerDay + 3600
        let ada = try store.seed(name: "Ada Lovelace", email: "ada@example.com", bio: "Analyst.", createdAt: joinedAt)
        #expect(try presenter(viewer: SignedInUser(id: ada.id, name: ada.name)).load(id: ada.id) == .show(UserDetailViewModel(
            member: MemberProfile(id: ada.id, name: "Ada Lovelace", bio: "Analyst."),
            page: .init(joined: CivilDate(year: 2026, month: 11, day: 22), email: "ada@example.com", canEdit: true, confirmed: true))))
    }

    @Test func aMemberWhoNeverConfirmedTheirAddressIsNotMarked() throws {
        let ada = try store.seed(name: "Ada Lovelace", confirmed: false)
        #expect(try presenter(viewer: SignedInUser(id: ada.id, name: ada.name)).load(id: ada.id).shown?.confirmed == false)
    }

    @Test func anotherMemberSeesNeitherTheEmailNorTheEditLink() throws {
        let ada = try store.seed(name: "Ada Lovelace", email: "ada@example.com")
        let grace = try store.seed(name: "Grace Hopper")
        let shown = try #require(try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).load(id: ada.id).shown)
        #expect(shown.name == "Ada Lovelace")
        #expect(shown.email == nil)
        #expect(shown.canEdit == false)
    }

    @Test func anUnknownMemberIsNotFound() throws {
        let ada = try store.seed(name: "Ada Lovelace")
        #expect(try presenter(viewer: SignedInUser(id: ada.id, name: ada.name)).load(id: ada.id + 1) == .notFound("There is no such member."))
    }

    @Test func theJoinDayIsTheUTCDayOfTheSignUp() throws {
        // One second before midnight UTC on 1999-12-31.
        let seconds = Days.since1970(year: 2000, month: 1, day: 1) * Days.secondsPerDay - 1
        let member = try store.seed(name: "Late", createdAt: seconds)
        let shown = try presenter(viewer: SignedInUser(id: member.id, name: member.name)).load(id: member.id).shown
        #expect(shown?.joined == CivilDate(year: 1999, month: 12, day: 31))
    }

    /// The day of the member's latest session, shown to themself and to nobody else.
    @Test func theOwnerSeesWhenTheyLastSignedInAndOthersDoNot() throws {
        let ada = try store.seed(name: "Ada Lovelace")
        let grace = try store.seed(name: "Grace Hopper")
        let signedInAt = Days.since1970(year: 2026, month: 11, day: 26) * Days.secondsPerDay + 7200
        try store.sessions.insert(SessionRecord(idHash: "h", userID: ada.id, csrfSecret: "c", createdAt: signedInAt, lastSeenAt: signedInAt))
        #expect(try presenter(viewer: SignedInUser(id: ada.id, name: ada.name)).load(id: ada.id).shown?.lastSignedIn
            == CivilDate(year: 2026, month: 11, day: 26))
        #expect(try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).load(id: ada.id).shown?.lastSignedIn == nil)
    }

    // MARK: - In Portuguese

    @Test func anUnknownMemberIsNotFoundInThePagesLanguage() throws {
        let ada = try store.seed(name: "Ada Lovelace")
        let presenter = UserDetailPresenter(store, viewer: SignedInUser(id: ada.id, name: ada.name))
        let answer = try Language.$current.withValue(.brazilianPortuguese) { try presenter.load(id: ada.id + 1) }
        #expect(answer == .notFound("Esse membro não existe."))
    }

    @Test func theCatalogsHaveEveryKeyInEveryLanguage() {
        #expect(UserText.messages.problems.isEmpty, "\(UserText.messages.problems)")
        #expect(UserText.messages.untranslated.isEmpty)
    }
}
