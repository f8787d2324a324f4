@testable import HomeFeature
import ScreenKit
import ScreenKitTesting
import Testing

@Suite("Home presenter")
struct HomePresenterTests {
    func presenter(newestNames: [String] = ["Ada Lovelace"]) -> HomePresenter {
        HomePresenter(sections: [
            WelcomeSection(flow: TestHomeFlow()), StubNewestMembersSection(names: newestNames), StubProfileCardSection(),
        ])
    }

    @Test func aVisitorGetsEverySectionThatHasSomethingForThemInOrder() throws {
        #expect(try presenter().load(viewer: nil).shown?.ids == ["welcome", "newestMembers"])
    }

    @Test func aSignedInViewerAlsoGetsTheirCard() throws {
        #expect(try presenter().load(viewer: SignedInUser(id: 1, name: "Ada Lovelace")).shown?.ids == ["welcome", "newestMembers", "profileCard"])
    }

    @Test func aSectionWithNothingToShowIsLeftOut() throws {
        #expect(try presenter(newestNames: []).load(viewer: SignedInUser(id: 1, name: "Ada Lovelace")).shown?.ids == ["welcome", "profileCard"])
    }
}
