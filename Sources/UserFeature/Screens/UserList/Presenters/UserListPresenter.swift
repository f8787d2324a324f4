import Domain
import ScreenKit

/// The members list, a page at a time, in the order members joined.
final class UserListPresenter: Presenting {
    let view: any Viewable<UserListViewModel>
    private let coordinator: any UserListCoordinating
    private let users: any UserRepository
    private let paginate: PaginationUseCase
    private let civilDate: CivilDateUseCase

    init(view: any Viewable<UserListViewModel>, coordinator: any UserListCoordinating, users: any UserRepository, pageSize: Int) {
        self.view = view
        self.coordinator = coordinator
        self.users = users
        paginate = PaginationUseCase(pageSize: pageSize)
        civilDate = CivilDateUseCase()
    }

    /// Shows the page `pageText` names (the first when `nil`).
    func load(pageText: String?) throws {
        guard let requested = paginate.requestedPage(pageText),
              let pagination = paginate(page: requested, itemCount: try users.count())
        else {
            coordinator.pageNotFound()
            return
        }
        let members = try users.list(offset: pagination.offset, limit: pagination.pageSize)
        view.show(UserListViewModel(
            members: members.map { MemberSummary($0, civilDate: civilDate) },
            page: pagination.page, pageCount: pagination.pageCount))
    }
}
