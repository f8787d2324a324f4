import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security activity presenter")
struct ActivityPresenterTests {
    let log = InMemorySecurityLog()
    let view = ViewSpy<ActivityViewModel>()
    let viewer = SignedInUser(id: 1, name: "Ada")

    func record(_ count: Int, userID: Int = 1) throws {
        for index in 0..<count {
            try log.record(SecurityEvent(
                userID: userID, kind: index % 2 == 0 ? .signedIn : .passwordChanged, occurredAt: 1_800_000_000 + index,
                clientAddress: "192.0.2.7", userAgent: "curl/8.0"))
        }
    }

    var presenter: ActivityPresenter { ActivityPresenter(view: view, viewer: viewer, log: log) }

    @Test func theMembersOwnEventsComeNewestFirst() throws {
        try record(3)
        try record(2, userID: 2)
        try presenter.load(pageText: nil)
        let model = try #require(view.shown.first)
        #expect(model.events.map(\.occurredAt.seconds) == [1_800_000_002, 1_800_000_001, 1_800_000_000])
        #expect(model.events.first?.summary == "Signed in")
        #expect(model.events.first?.device == "curl")
        #expect(!model.hasNewer && !model.hasOlder)
    }

    @Test func eventsComeAPageAtATime() throws {
        try record(ActivityPresenter.pageSize + 5)
        try presenter.load(pageText: "2")
        let model = try #require(view.shown.first)
        #expect(model.events.count == 5)
        #expect(model.page == 2 && model.hasNewer && !model.hasOlder)
        try presenter.load(pageText: "nonsense")
        #expect(view.shown.last?.page == 1)
        #expect(view.shown.last?.hasOlder == true)
    }
}
