@testable import HomeFeature
import ScreenKit
import Testing

@Suite("Home presenter")
struct HomePresenterTests {
    let view = HomeViewSpy()

    func presenter(newestNames: [String] = ["Ada Lovelace"]) -> HomePresenter {
        HomePresenter(view: view, sections: [
            WelcomeSection(), StubNewestMembersSection(names: newestNames), StubProfileCardSection(),
        ])
    }

    @Test func aVisitorGetsEverySectionThatHasSomethingForThemInOrder() throws {
        try presenter().load(viewer: nil)
        #expect(view.shownIDs == [["welcome", "newest_members"]])
    }

    @Test func aSignedInViewerAlsoGetsTheirCard() throws {
        try presenter().load(viewer: SignedInUser(id: 1, name: "Ada Lovelace"))
        #expect(view.shownIDs == [["welcome", "newest_members", "profile_card"]])
    }

    @Test func aSectionWithNothingToShowIsLeftOut() throws {
        try presenter(newestNames: []).load(viewer: SignedInUser(id: 1, name: "Ada Lovelace"))
        #expect(view.shownIDs == [["welcome", "profile_card"]])
    }
}
