import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature
import ViewCode

@Suite("Newest members section")
struct NewestMembersSectionTests {
    let store: TestStore
    var users: any UserRepository { store.users }

    init() throws {
        store = try TestStore()
    }

    @Test func itIsLeftOutWhileThereAreNoMembers() throws {
        #expect(try NewestMembersSection(users: users).load(for: nil) == nil)
        #expect(try NewestMembersSection(users: users).load(for: SignedInUser(id: 1, name: "Ada")) == nil)
    }

    @Test func itShowsTheNewestMembersNewestFirstUpToTheLimit() throws {
        try store.seedMembers(7)
        let model = try #require(try NewestMembersSection(users: users, limit: 3).load(for: nil))
        #expect(model.members.map(\.name) == ["Member 7", "Member 6", "Member 5"])
    }

    @Test func signedInOrNotTheListIsTheSame() throws {
        try store.seedMembers(2)
        let section = NewestMembersSection(users: users)
        #expect(try section.load(for: nil) == section.load(for: SignedInUser(id: 1, name: "Member 1")))
    }

    @Test func itIsATitledCardOfLinksToMembers() throws {
        try store.seedMembers(2)
        let section = NewestMembersSection(users: users)
        #expect(section.sectionID == "newestMembers")
        let html = try HTMLDocument.parse(try #require(try section.load(for: nil)).render(with: section))
        #expect(html.first("h2")?.normalizedText == "Newest members")
        #expect(html.elements(named: "h1").isEmpty)
        #expect(html.links.map { $0.attribute("href") } == ["/users/2", "/users/1"])
        #expect(html.links.map(\.normalizedText) == ["Member 2", "Member 1"])
    }

    @Test(arguments: HostileText.all)
    func namesAreEscaped(name: String) throws {
        try store.seed(name: name)
        let section = NewestMembersSection(users: users)
        let html = try HTMLDocument.parse(try #require(try section.load(for: nil)).render(with: section))
        #expect(html.elements { $0.name == "script" || $0.name == "img" }.isEmpty)
        #expect(html.links.first?.textContent == name)
    }
}
