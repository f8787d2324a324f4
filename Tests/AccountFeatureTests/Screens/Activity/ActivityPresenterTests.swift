import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Security activity presenter")
struct ActivityPresenterTests {
    let store: TestStore
    let viewer: SignedInUser
    let other: User

    init() throws {
        store = try TestStore()
        let ada = try store.seed(name: "Ada")
        viewer = SignedInUser(id: ada.id, name: ada.name)
        other = try store.seed(name: "Grace")
    }

    var presenter: ActivityPresenter { ActivityPresenter(log: store.securityLog, viewer: viewer) }

    /// Records `count` events for the member (the viewer unless told), a second apart from
    /// `start`, signing in and changing the password by turns.
    func record(_ count: Int, userID: Int? = nil, from start: Int = 1_800_000_000) throws {
        for index in 0..<count {
            try store.securityLog.record(SecurityEvent(
                userID: userID ?? viewer.id, kind: index % 2 == 0 ? .signedIn : .passwordChanged, occurredAt: start + index,
                clientAddress: "192.0.2.7", userAgent: "curl/8.0"))
        }
    }

    func load(_ position: PagePosition) throws -> ActivityViewModel {
        try #require(try presenter.load(position).shown)
    }

    /// The times of the viewer's events `range` back from the newest (0 is the newest), of
    /// `total` recorded by ``record(_:userID:from:)``.
    func times(_ range: Range<Int>, of total: Int) -> [Int] {
        range.map { 1_800_000_000 + total - 1 - $0 }
    }

    @Test func theMembersOwnEventsComeNewestFirst() throws {
        try record(1)
        try record(2, userID: other.id, from: 1_900_000_000)
        try record(2, from: 1_800_000_001)
        let model = try load(.first)
        #expect(model.events.map(\.occurredAt.seconds) == [1_800_000_002, 1_800_000_001, 1_800_000_000])
        #expect(model.events.first?.summary == "Password changed")
        #expect(model.events.last?.summary == "Signed in")
        #expect(model.events.first?.kind == "password_changed")
        #expect(model.events.first?.device == "curl")
        #expect(model.events.first?.clientAddress == "192.0.2.7")
        #expect(!model.hasNewer && !model.hasOlder)
    }

    @Test func eachRowCarriesItsEventsKey() throws {
        try record(3)
        let stored = try store.securityEvents().map(\.id)
        #expect(try load(.first).events.map(\.id) == stored.reversed())
    }

    @Test func aPageHoldsTwentyEventsAndSaysOlderOnesExist() throws {
        #expect(ActivityPresenter.pageSize == 20)
        try record(25)
        let first = try load(.first)
        #expect(first.events.map(\.occurredAt.seconds) == times(0..<20, of: 25))
        #expect(first.hasOlder)
        #expect(!first.hasNewer)
    }

    @Test func twentyEventsAreOnePage() throws {
        try record(20)
        let first = try load(.first)
        #expect(first.events.count == 20)
        #expect(!first.hasOlder && !first.hasNewer)
    }

    /// The "Older" link names the oldest event shown; the page it leads to starts just after it.
    @Test func theOlderPageStartsAfterTheOldestEventShown() throws {
        try record(45)
        let first = try load(.first)
        let key = try #require(first.events.last?.id)
        #expect(AccountPaths.activity(.after(key)) == "/settings/activity?after=\(key)")

        let second = try load(.after(key))
        #expect(second.events.map(\.occurredAt.seconds) == times(20..<40, of: 45))
        #expect(second.hasNewer && second.hasOlder)
        let third = try load(.after(try #require(second.events.last?.id)))
        #expect(third.events.map(\.occurredAt.seconds) == times(40..<45, of: 45))
        #expect(third.hasNewer && !third.hasOlder)
    }

    /// The "Newer" link names the newest event shown; the page it leads to ends just before it.
    @Test func theNewerPageEndsBeforeTheNewestEventShown() throws {
        try record(25)
        let first = try load(.first)
        let older = try load(.after(try #require(first.events.last?.id)))
        let back = try load(.before(try #require(older.events.first?.id)))
        #expect(back == first)
    }

    @Test func pastTheOldestEventAnEmptyPageLinksBack() throws {
        try record(3)
        let oldest = try #require(try store.securityEvents().first?.id)
        let past = try load(.after(oldest))
        #expect(past.events.isEmpty)
        #expect(past.hasNewer)
        #expect(!past.hasOlder)
    }

    /// Keys are shared by every member's log: a key from another member's events pages through
    /// the viewer's own all the same.
    @Test func anotherMembersEventsNeverShowWhateverTheKey() throws {
        try record(3, userID: other.id, from: 1_900_000_000)
        try record(3)
        try record(3, userID: other.id, from: 1_900_000_010)
        let othersKeys = try store.securityEvents().filter { $0.userID == other.id }.map(\.id)
        for key in othersKeys {
            for position in [PagePosition.after(key), .before(key)] {
                #expect(try load(position).events.allSatisfy { $0.occurredAt.seconds < 1_900_000_000 })
            }
        }
        #expect(try load(.first).events.count == 3)
    }

    @Test func aMemberWithNoEventsIsShownAnEmptyLog() throws {
        try record(2, userID: other.id)
        #expect(try load(.first) == ActivityViewModel())
    }
}
