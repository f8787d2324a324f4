import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Profile form presenter")
struct EditUserPresenterTests {
    let store: TestStore
    var users: any UserRepository { store.users }

    init() throws {
        store = try TestStore()
    }

    static let nameRequired = "Enter your name."
    static let nameTooLong = "Use at most 100 characters for your name."
    static let bioTooLong = "Use at most 1,000 characters for your bio."

    func presenter(viewer: SignedInUser) -> EditUserPresenter {
        EditUserPresenter(store, viewer: viewer)
    }

    func seedOwner() throws -> (user: User, presenter: EditUserPresenter) {
        let user = try store.seed(name: "Ada Lovelace", bio: "Analyst.")
        return (user, presenter(viewer: SignedInUser(id: user.id, name: user.name)))
    }

    // MARK: - The form

    @Test func theOwnerGetsTheFormWithTheStoredProfile() throws {
        let (ada, presenter) = try seedOwner()
        #expect(try presenter.load(id: ada.id) == .show(EditUserViewModel(id: ada.id, name: "Ada Lovelace", bio: "Analyst.")))
    }

    @Test func anotherMemberIsForbiddenTheForm() throws {
        let ada = try store.seed(name: "Ada Lovelace")
        let grace = try store.seed(name: "Grace Hopper")
        #expect(try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).load(id: ada.id) == .forbidden(UserText.editingForbidden.text(in: .english)))
    }

    @Test func anotherMemberAskingForAnUnknownIdIsForbiddenToo() throws {
        let grace = try store.seed(name: "Grace Hopper")
        #expect(try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).load(id: 99) == .forbidden(UserText.editingForbidden.text(in: .english)))
    }

    @Test func anOwnerNoLongerStoredIsNotFound() throws {
        #expect(try presenter(viewer: SignedInUser(id: 7, name: "Gone")).load(id: 7) == .notFound(UserText.noSuchMember.text(in: .english)))
    }

    // MARK: - Saving

    @Test func aValidProfileIsSavedTrimmedAndTheFlowMovesOn() throws {
        let (ada, presenter) = try seedOwner()
        let answer = try presenter.save(id: ada.id, name: "  Ada King  ", bio: "Countess.\n")
        #expect(answer == .go(.profile(id: ada.id), flash: .success(UserText.profileSaved.text(in: .english))))
        let stored = try #require(try users.user(id: ada.id))
        #expect(stored.name == "Ada King")
        #expect(stored.bio == "Countess.")
    }

    @Test func anotherMemberCannotSaveAndNothingIsWritten() throws {
        let ada = try store.seed(name: "Ada Lovelace", bio: "Analyst.")
        let grace = try store.seed(name: "Grace Hopper")
        let answer = try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).save(id: ada.id, name: "Hacked", bio: "Hacked")
        #expect(answer == .forbidden(UserText.editingForbidden.text(in: .english)))
        #expect(try users.user(id: ada.id) == ada)
    }

    @Test func anOwnerNoLongerStoredIsNotFoundOnSave() throws {
        #expect(try presenter(viewer: SignedInUser(id: 7, name: "Gone")).save(id: 7, name: "Back", bio: "") == .notFound(UserText.noSuchMember.text(in: .english)))
    }

    @Test(arguments: [
        ("", nameRequired), ("   ", nameRequired),
        (String(repeating: "n", count: 101), nameTooLong),
    ])
    func anInvalidNameIsReportedAndNothingIsSaved(name: String, message: String) throws {
        let (ada, presenter) = try seedOwner()
        let answer = try presenter.save(id: ada.id, name: name, bio: "Still here.")
        #expect(answer == .problems(EditUserViewModel(id: ada.id, name: name, bio: "Still here.", nameError: message)))
        #expect(try users.user(id: ada.id) == ada)
    }

    @Test(arguments: [1, 100])
    func aNameOfOneToAHundredCharactersIsSaved(length: Int) throws {
        let (ada, presenter) = try seedOwner()
        let name = String(repeating: "n", count: length)
        #expect(try presenter.save(id: ada.id, name: name, bio: "").destination == .profile(id: ada.id))
        #expect(try users.user(id: ada.id)?.name == name)
    }

    @Test func aBioOfAThousandCharactersIsSaved() throws {
        let (ada, presenter) = try seedOwner()
        let bio = String(repeating: "b", count: 1000)
        #expect(try presenter.save(id: ada.id, name: "Ada", bio: bio).destination == .profile(id: ada.id))
        #expect(try users.user(id: ada.id)?.bio == bio)
    }

    @Test func aBioOverAThousandCharactersIsReported() throws {
        let (ada, presenter) = try seedOwner()
        let bio = String(repeating: "b", count: 1001)
        let answer = try presenter.save(id: ada.id, name: "Ada", bio: bio)
        #expect(answer == .problems(EditUserViewModel(id: ada.id, name: "Ada", bio: bio, bioError: Self.bioTooLong)))
        #expect(try users.user(id: ada.id)?.bio == "Analyst.")
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let (ada, presenter) = try seedOwner()
        let reported = try #require(try presenter.save(id: ada.id, name: " ", bio: String(repeating: "b", count: 1001)).problems)
        #expect(reported.nameError == Self.nameRequired)
        #expect(reported.bioError == Self.bioTooLong)
        #expect(try users.user(id: ada.id) == ada)
    }
}
