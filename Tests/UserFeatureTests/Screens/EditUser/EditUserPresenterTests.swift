import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Profile form presenter")
struct EditUserPresenterTests {
    let view = ViewSpy<EditUserViewModel>()
    let coordinator = EditUserCoordinatorSpy()
    let users = InMemoryUserRepository()

    static let nameRequired = "Enter your name."
    static let nameTooLong = "Use at most 100 characters for your name."
    static let bioTooLong = "Use at most 1000 characters for your bio."

    func presenter(viewer: SignedInUser) -> EditUserPresenter {
        EditUserPresenter(view: view, coordinator: coordinator, users: users, viewer: viewer)
    }

    func seedOwner() throws -> (user: User, presenter: EditUserPresenter) {
        let user = try users.seed(name: "Ada Lovelace", bio: "Analyst.")
        return (user, presenter(viewer: SignedInUser(id: user.id, name: user.name)))
    }

    // MARK: - The form

    @Test func theOwnerGetsTheFormWithTheStoredProfile() throws {
        let (ada, presenter) = try seedOwner()
        try presenter.load(id: ada.id)
        #expect(view.shown == [EditUserViewModel(id: ada.id, name: "Ada Lovelace", bio: "Analyst.")])
        #expect(coordinator.wentNowhere)
    }

    @Test func anotherMemberIsForbiddenTheForm() throws {
        let ada = try users.seed(name: "Ada Lovelace")
        let grace = try users.seed(name: "Grace Hopper")
        try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).load(id: ada.id)
        #expect(coordinator.forbiddenCount == 1)
        #expect(view.shown.isEmpty)
    }

    @Test func anotherMemberAskingForAnUnknownIdIsForbiddenToo() throws {
        let grace = try users.seed(name: "Grace Hopper")
        try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).load(id: 99)
        #expect(coordinator.forbiddenCount == 1)
        #expect(coordinator.notFoundCount == 0)
    }

    @Test func anOwnerNoLongerStoredIsNotFound() throws {
        try presenter(viewer: SignedInUser(id: 7, name: "Gone")).load(id: 7)
        #expect(coordinator.notFoundCount == 1)
        #expect(view.shown.isEmpty)
    }

    // MARK: - Saving

    @Test func aValidProfileIsSavedTrimmedAndTheFlowMovesOn() throws {
        let (ada, presenter) = try seedOwner()
        try presenter.save(id: ada.id, name: "  Ada King  ", bio: "Countess.\n")
        #expect(coordinator.savedIDs == [ada.id])
        let stored = try #require(try users.user(id: ada.id))
        #expect(stored.name == "Ada King")
        #expect(stored.bio == "Countess.")
        #expect(view.problems.isEmpty)
    }

    @Test func anotherMemberCannotSaveAndNothingIsWritten() throws {
        let ada = try users.seed(name: "Ada Lovelace", bio: "Analyst.")
        let grace = try users.seed(name: "Grace Hopper")
        try presenter(viewer: SignedInUser(id: grace.id, name: grace.name)).save(id: ada.id, name: "Hacked", bio: "Hacked")
        #expect(coordinator.forbiddenCount == 1)
        #expect(coordinator.savedIDs.isEmpty)
        #expect(users.updateProfileCalls == 0)
        #expect(try users.user(id: ada.id)?.name == "Ada Lovelace")
        #expect(view.problems.isEmpty)
    }

    @Test func anOwnerNoLongerStoredIsNotFoundOnSave() throws {
        try presenter(viewer: SignedInUser(id: 7, name: "Gone")).save(id: 7, name: "Back", bio: "")
        #expect(coordinator.notFoundCount == 1)
        #expect(coordinator.savedIDs.isEmpty)
    }

    @Test(arguments: [
        ("", nameRequired), ("   ", nameRequired),
        (String(repeating: "n", count: 101), nameTooLong),
    ])
    func anInvalidNameIsReportedAndNothingIsSaved(name: String, message: String) throws {
        let (ada, presenter) = try seedOwner()
        try presenter.save(id: ada.id, name: name, bio: "Still here.")
        #expect(view.problems == [EditUserViewModel(id: ada.id, name: name, bio: "Still here.", nameError: message)])
        #expect(coordinator.wentNowhere)
        #expect(users.updateProfileCalls == 0)
    }

    @Test(arguments: [1, 100])
    func aNameOfOneToAHundredCharactersIsSaved(length: Int) throws {
        let (ada, presenter) = try seedOwner()
        let name = String(repeating: "n", count: length)
        try presenter.save(id: ada.id, name: name, bio: "")
        #expect(coordinator.savedIDs == [ada.id])
        #expect(try users.user(id: ada.id)?.name == name)
    }

    @Test func aBioOfAThousandCharactersIsSaved() throws {
        let (ada, presenter) = try seedOwner()
        let bio = String(repeating: "b", count: 1000)
        try presenter.save(id: ada.id, name: "Ada", bio: bio)
        #expect(coordinator.savedIDs == [ada.id])
        #expect(try users.user(id: ada.id)?.bio == bio)
    }

    @Test func aBioOverAThousandCharactersIsReported() throws {
        let (ada, presenter) = try seedOwner()
        let bio = String(repeating: "b", count: 1001)
        try presenter.save(id: ada.id, name: "Ada", bio: bio)
        #expect(view.problems == [EditUserViewModel(id: ada.id, name: "Ada", bio: bio, bioError: Self.bioTooLong)])
        #expect(coordinator.wentNowhere)
        #expect(try users.user(id: ada.id)?.bio == "Analyst.")
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let (ada, presenter) = try seedOwner()
        try presenter.save(id: ada.id, name: " ", bio: String(repeating: "b", count: 1001))
        let reported = try #require(view.problems.first)
        #expect(reported.nameError == Self.nameRequired)
        #expect(reported.bioError == Self.bioTooLong)
        #expect(users.updateProfileCalls == 0)
    }
}
