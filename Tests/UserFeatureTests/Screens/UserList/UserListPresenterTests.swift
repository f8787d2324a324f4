import DomainTesting
import ScreenKitTesting
import Testing
@testable import UserFeature

@Suite("Members list presenter")
struct UserListPresenterTests {
    let view = ViewSpy<UserListViewModel>()
    let coordinator = UserListCoordinatorSpy()
    let users = InMemoryUserRepository()
    let pageSize = 2

    var presenter: UserListPresenter {
        UserListPresenter(view: view, coordinator: coordinator, users: users, pageSize: pageSize)
    }

    @Test func anEmptyListShowsItsOnlyPage() throws {
        try presenter.load(pageText: nil)
        #expect(view.shown == [UserListViewModel(members: [], page: 1, pageCount: 1)])
        #expect(coordinator.pageNotFoundCount == 0)
    }

    @Test func anEmptyListHasNoSecondPage() throws {
        try presenter.load(pageText: "2")
        #expect(coordinator.pageNotFoundCount == 1)
        #expect(view.shown.isEmpty)
    }

    @Test func membersAreListedInJoinOrderAPageAtATime() throws {
        try users.seedMembers(5)
        try presenter.load(pageText: "2")
        let shown = try #require(view.shown.first)
        #expect(shown.members.map(\.name) == ["Member 3", "Member 4"])
        #expect(shown.members.map(\.id) == [3, 4])
        #expect(shown.page == 2)
        #expect(shown.pageCount == 3)
    }

    @Test func theLastPartialPageHoldsTheRest() throws {
        try users.seedMembers(5)
        try presenter.load(pageText: "3")
        #expect(view.shown.first?.members.map(\.name) == ["Member 5"])
    }

    @Test func noPageParameterMeansTheFirst() throws {
        try users.seedMembers(3)
        try presenter.load(pageText: nil)
        #expect(view.shown.first?.page == 1)
        #expect(view.shown.first?.members.map(\.name) == ["Member 1", "Member 2"])
    }

    @Test func anExactMultipleOfThePageSizeHasNoExtraPage() throws {
        try users.seedMembers(4)
        try presenter.load(pageText: "2")
        #expect(view.shown.first?.pageCount == 2)
        #expect(view.shown.first?.members.map(\.name) == ["Member 3", "Member 4"])

        let beyond = UserListPresenter(view: ViewSpy<UserListViewModel>(), coordinator: coordinator, users: users, pageSize: pageSize)
        try beyond.load(pageText: "3")
        #expect(coordinator.pageNotFoundCount == 1)
    }

    @Test(arguments: ["0", "-1", "abc", "", "1.5", "02", "4"])
    func aPageThatIsNotThereIsNotFound(pageText: String) throws {
        try users.seedMembers(5)
        try presenter.load(pageText: pageText)
        #expect(coordinator.pageNotFoundCount == 1)
        #expect(view.shown.isEmpty)
    }

    @Test func eachMemberCarriesTheDayTheyJoined() throws {
        let seconds = Days.since1970(year: 2024, month: 2, day: 29) * Days.secondsPerDay
        try users.seed(name: "Leap", createdAt: seconds)
        try presenter.load(pageText: nil)
        #expect(view.shown.first?.members == [MemberSummary(id: 1, name: "Leap", joined: CivilDate(year: 2024, month: 2, day: 29))])
    }
}
