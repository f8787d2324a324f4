import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security activity presenter")
struct ActivityPresenterTests {
    let log = InMemorySecurityLog()
    let viewer = SignedInUser(id: 1, name: "Ada")

    func record(_ count: Int, userID: Int = 1) throws {
        for index in 0..<count {
            try log.record(SecurityEvent(
                userID: userID, kind: index % 2 == 0 ? .signedIn : .passwordChanged, occurredAt: 1_800_000_000 + index,
                clientAddress: "192.0.2.7", userAgent: "curl/8.0"))
        }
    }

    var presenter: ActivityPresenter { ActivityPresenter(log: log, viewer: viewer) }

    @Test func theMembersOwnEventsComeNewestFirst() throws {
        try record(3)
        try record(2, userID: 2)
        let model = try #require(try presenter.load(pageText: nil).shown)
        #expect(model.events.map(\.occurredAt.seconds) == [1_800_000_002, 1_800_000_001, 1_800_000_000])
        #expect(model.events.first?.summary == "Signed in")
        #expect(model.events.first?.device == "curl")
        #expect(!model.hasNewer && !model.hasOlder)
    }

    @Test func eventsComeAPageAtATime() throws {
        try record(ActivityPresenter.pageSize + 5)
        let model = try #require(try presenter.load(pageText: "2").shown)
        #expect(model.events.count == 5)
        #expect(model.page == 2 && model.hasNewer && !model.hasOlder)
        let first = try presenter.load(pageText: "nonsense").shown
        #expect(first?.page == 1)
        #expect(first?.hasOlder == true)
    }
}
