import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Members list presenter")
struct UserListPresenterTests {
    let dependencies = TestUserDependencies(membersPageSize: 2)
    var users: InMemoryUserRepository { dependencies.members }

    var presenter: UserListPresenter {
        UserListPresenter(dependencies)
    }

    @Test func anEmptyListShowsItsOnlyPage() throws {
        #expect(try presenter.load(pageText: nil) == .show(UserListViewModel(members: [], page: 1, pageCount: 1)))
    }

    @Test func anEmptyListHasNoSecondPage() throws {
        #expect(try presenter.load(pageText: "2") == .notFound(UserMessages.noSuchPage))
    }

    @Test func membersAreListedInJoinOrderAPageAtATime() throws {
        try users.seedMembers(5)
        let shown = try #require(try presenter.load(pageText: "2").shown)
        #expect(shown.members.map(\.name) == ["Member 3", "Member 4"])
        #expect(shown.members.map(\.id) == [3, 4])
        #expect(shown.page == 2)
        #expect(shown.pageCount == 3)
    }

    @Test func theLastPartialPageHoldsTheRest() throws {
        try users.seedMembers(5)
        #expect(try presenter.load(pageText: "3").shown?.members.map(\.name) == ["Member 5"])
    }

    @Test func noPageParameterMeansTheFirst() throws {
        try users.seedMembers(3)
        let shown = try presenter.load(pageText: nil).shown
        #expect(shown?.page == 1)
        #expect(shown?.members.map(\.name) == ["Member 1", "Member 2"])
    }

    @Test func anExactMultipleOfThePageSizeHasNoExtraPage() throws {
        try users.seedMembers(4)
        let shown = try presenter.load(pageText: "2").shown
        #expect(shown?.pageCount == 2)
        #expect(shown?.members.map(\.name) == ["Member 3", "Member 4"])
        #expect(try presenter.load(pageText: "3") == .notFound(UserMessages.noSuchPage))
    }

    @Test(arguments: ["0", "-1", "abc", "", "1.5", "02", "4"])
    func aPageThatIsNotThereIsNotFound(pageText: String) throws {
        try users.seedMembers(5)
        #expect(try presenter.load(pageText: pageText) == .notFound(UserMessages.noSuchPage))
    }

    @Test func eachMemberCarriesTheDayTheyJoined() throws {
        let seconds = Days.since1970(year: 2024, month: 2, day: 29) * Days.secondsPerDay
        try users.seed(name: "Leap", createdAt: seconds)
        #expect(try presenter.load(pageText: nil).shown?.members == [MemberSummary(id: 1, name: "Leap", joined: CivilDate(year: 2024, month: 2, day: 29))])
    }
}
