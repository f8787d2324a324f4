import Domain
import ScreenKit

/// The members list, a page at a time, in the order members joined.
struct UserListPresenter {
    private let users: any UserRepository
    private let paginate: PaginationUseCase
    private let civilDate = CivilDateUseCase()

    init(_ dependencies: any UserDependencies) {
        users = dependencies.users
        paginate = PaginationUseCase(pageSize: dependencies.membersPageSize)
    }

    /// The page `pageText` names (the first when `nil`).
    func load(pageText: String?) throws -> Answer<UserListViewModel, Never> {
        guard let requested = paginate.requestedPage(pageText),
              let pagination = paginate(page: requested, itemCount: try users.count())
        else { return .notFound(UserMessages.noSuchPage) }
        let members = try users.list(offset: pagination.offset, limit: pagination.pageSize)
        return .show(UserListViewModel(
            members: members.map { MemberSummary($0, civilDate: civilDate) },
            page: pagination.page, pageCount: pagination.pageCount))
    }
}
