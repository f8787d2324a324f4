import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature
import ViewCode

@Suite("Profile card section")
struct ProfileCardSectionTests {
    let store: TestStore
    var users: any UserRepository { store.users }

    init() throws {
        store = try TestStore()
    }

    @Test func anAnonymousVisitorHasNoCard() throws {
        try store.seed(name: "Ada Lovelace")
        #expect(try ProfileCardSection(users: users).load(for: nil) == nil)
    }

    @Test func aSignedInViewerSeesTheirOwnProfile() throws {
        let ada = try store.seed(name: "Ada Lovelace", bio: "Analyst.")
        let section = ProfileCardSection(users: users)
        #expect(section.sectionID == "profileCard")
        let model = try #require(try section.load(for: SignedInUser(id: ada.id, name: ada.name)))
        #expect(model == ProfileCardModel(
            id: ada.id, name: "Ada Lovelace", bio: "Analyst.", picturePath: nil))
        let html = try HTMLDocument.parse(model.render(with: section))
        #expect(html.first("h2")?.normalizedText == "Ada Lovelace")
        #expect(html.first("p")?.normalizedText == "Analyst.")
        #expect(html.first { $0.classes.contains("avatar-initials") }?.normalizedText == "AL")
        let links = html.links.map { ($0.normalizedText, $0.attribute("href") ?? "") }
        #expect(links.map(\.0) == ["View profile", "Edit profile"])
        #expect(links.map(\.1) == ["/users/\(ada.id)", "/users/\(ada.id)/edit"])
    }

    @Test func theCardShowsTheStoredNameNotTheSessionsCopy() throws {
        let ada = try store.seed(name: "Ada King")
        let model = try ProfileCardSection(users: users).load(for: SignedInUser(id: ada.id, name: "Ada Lovelace"))
        #expect(model?.name == "Ada King")
    }

    @Test func anEmptyBioSaysSo() throws {
        let ada = try store.seed(name: "Ada Lovelace")
        let section = ProfileCardSection(users: users)
        let model = try #require(try section.load(for: SignedInUser(id: ada.id, name: ada.name)))
        #expect(try HTMLDocument.parse(model.render(with: section)).first("p")?.normalizedText == "No bio yet.")
    }

    @Test func aViewerWhoIsNoLongerAMemberHasNoCard() throws {
        try store.seed(name: "Ada Lovelace")
        #expect(try ProfileCardSection(users: users).load(for: SignedInUser(id: 42, name: "Deleted")) == nil)
    }
}
