import Domain
import ScreenKit

/// The members list, a page at a time, in the order members joined. Pages start after or
/// before a member's key, so any page costs what the first does; nothing counts every member.
struct UserListPresenter {
    private let users: any UserRepository
    private let pageSize: Int
    private let civilDate = CivilDateUseCase()

    init(_ dependencies: any UserDependencies) {
        users = dependencies.users
        pageSize = max(1, dependencies.membersPageSize)
    }

    /// The page at `position`; `nil` (a key that is not a number) is no page at all.
    func load(_ position: PagePosition?) throws -> Answer<UserListViewModel, Never> {
        guard let position else { return .notFound(UserText.noSuchPage.text()) }
        let page = try users.members(position, limit: pageSize)
        return .show(UserListViewModel(
            members: page.items.map { MemberSummary($0, civilDate: civilDate) },
            hasPrevious: page.hasPrevious, hasNext: page.hasNext))
    }
}
