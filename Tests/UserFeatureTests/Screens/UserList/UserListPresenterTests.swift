import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Members list presenter")
struct UserListPresenterTests {
    let store: TestStore
    let presenter: UserListPresenter

    /// Two members a page.
    init() throws {
        store = try TestStore()
        presenter = UserListPresenter(SmallPages(store, membersPageSize: 2))
    }

    /// The names on the page at `position`, and whether there are pages either side of it.
    func page(_ position: PagePosition) throws -> (names: [String], hasPrevious: Bool, hasNext: Bool)? {
        try presenter.load(position).shown.map { ($0.members.map(\.name), $0.hasPrevious, $0.hasNext) }
    }

    @Test func anEmptyListIsOneEmptyPageWithNowhereToGo() throws {
        #expect(try presenter.load(.first) == .show(UserListViewModel(members: [], hasPrevious: false, hasNext: false)))
        #expect(try presenter.load(.last) == .show(UserListViewModel(members: [], hasPrevious: false, hasNext: false)))
    }

    @Test func theFirstPageHoldsTheFirstToJoinAndHasMoreAfterIt() throws {
        try store.seedMembers(5)
        let page = try #require(try page(.first))
        #expect(page.names == ["Member 1", "Member 2"])
        #expect(!page.hasPrevious)
        #expect(page.hasNext)
        #expect(try presenter.load(.first).shown?.members.map(\.id) == [1, 2])
    }

    @Test func aPageAfterAKeyStartsWithTheNextMemberAndHasMoreBothWays() throws {
        try store.seedMembers(5)
        let page = try #require(try page(.after(2)))
        #expect(page.names == ["Member 3", "Member 4"])
        #expect(page.hasPrevious)
        #expect(page.hasNext)
    }

    @Test func aPageBeforeAKeyEndsWithTheMemberBeforeItInJoinOrder() throws {
        try store.seedMembers(5)
        let middle = try #require(try page(.before(4)))
        #expect(middle.names == ["Member 2", "Member 3"])
        #expect(middle.hasPrevious)
        #expect(middle.hasNext)
        let start = try #require(try page(.before(2)))
        #expect(start.names == ["Member 1"])
        #expect(!start.hasPrevious)
        #expect(start.hasNext)
    }

    @Test func theLastPageHoldsTheLastToJoinAndHasNothingAfterIt() throws {
        try store.seedMembers(5)
        let last = try #require(try page(.last))
        #expect(last.names == ["Member 4", "Member 5"])
        #expect(last.hasPrevious)
        #expect(!last.hasNext)
        let tail = try #require(try page(.after(4)))
        #expect(tail.names == ["Member 5"])
        #expect(tail.hasPrevious)
        #expect(!tail.hasNext)
    }

    @Test func anExactMultipleOfThePageSizeHasNoPageAfterTheLastFullOne() throws {
        try store.seedMembers(4)
        let page = try #require(try page(.after(2)))
        #expect(page.names == ["Member 3", "Member 4"])
        #expect(!page.hasNext)
    }

    @Test func pastTheEndIsAnEmptyPageWithOnlyTheWayBack() throws {
        try store.seedMembers(3)
        #expect(try presenter.load(.after(3)) == .show(UserListViewModel(members: [], hasPrevious: true, hasNext: false)))
        #expect(try presenter.load(.after(1_000)) == .show(UserListViewModel(members: [], hasPrevious: true, hasNext: false)))
        #expect(try presenter.load(.before(1)) == .show(UserListViewModel(members: [], hasPrevious: false, hasNext: true)))
    }

    @Test func aKeyBeforeEveryMemberStartsAtTheFirst() throws {
        try store.seedMembers(3)
        let page = try #require(try page(.after(-5)))
        #expect(page.names == ["Member 1", "Member 2"])
        #expect(!page.hasPrevious)
        #expect(page.hasNext)
    }

    @Test func theKeyOfAMemberWhoLeftStillMarksWhereAPageStarts() throws {
        try store.seedMembers(5)
        try store.users.delete(id: 3)
        let after = try #require(try page(.after(3)))
        #expect(after.names == ["Member 4", "Member 5"])
        #expect(after.hasPrevious)
        #expect(!after.hasNext)
        let before = try #require(try page(.before(3)))
        #expect(before.names == ["Member 1", "Member 2"])
        #expect(!before.hasPrevious)
        #expect(before.hasNext)
    }

    @Test func aKeyThatIsNotANumberIsNoPage() throws {
        try store.seedMembers(5)
        #expect(try presenter.load(nil) == .notFound(UserText.noSuchPage.text(in: .english)))
    }

    @Test func eachMemberCarriesTheDayTheyJoined() throws {
        let seconds = Days.since1970(year: 2024, month: 2, day: 29) * Days.secondsPerDay
        let leap = try store.seed(name: "Leap", createdAt: seconds)
        #expect(try presenter.load(.first).shown?.members == [
            MemberSummary(id: leap.id, name: "Leap", joined: CivilDate(year: 2024, month: 2, day: 29)),
        ])
    }

    @Test func theDefaultPageHoldsTwentyMembers() throws {
        try store.seedMembers(21)
        let page = try #require(try UserListPresenter(store).load(.first).shown)
        #expect(page.members.map(\.id) == Array(1...20))
        #expect(page.hasNext)
    }
}
