@testable import HomeFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Home presenter")
struct HomePresenterTests {
    let view = ViewSpy<SectionModels>()

    /// The ids of the sections of each `show`, in order.
    var shownIDs: [[String]] { view.shown.map(\.ids) }

    func presenter(newestNames: [String] = ["Ada Lovelace"]) -> HomePresenter {
        HomePresenter(view: view, sections: [
            WelcomeSection(flow: TestHomeFlow()), StubNewestMembersSection(names: newestNames), StubProfileCardSection(),
        ])
    }

    @Test func aVisitorGetsEverySectionThatHasSomethingForThemInOrder() throws {
        try presenter().load(viewer: nil)
        #expect(shownIDs == [["welcome", "newestMembers"]])
    }

    @Test func aSignedInViewerAlsoGetsTheirCard() throws {
        try presenter().load(viewer: SignedInUser(id: 1, name: "Ada Lovelace"))
        #expect(shownIDs == [["welcome", "newestMembers", "profileCard"]])
    }

    @Test func aSectionWithNothingToShowIsLeftOut() throws {
        try presenter(newestNames: []).load(viewer: SignedInUser(id: 1, name: "Ada Lovelace"))
        #expect(shownIDs == [["welcome", "profileCard"]])
    }
}
