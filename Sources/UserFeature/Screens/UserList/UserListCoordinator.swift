import Domain
import ScreenKit

/// Builds the members list for a request, at the page its query names.
struct UserListCoordinator: Coordinator {
    typealias View = UserListView

    let dependencies: any UserDependencies

    func start(_ request: ScreenRequest<SignedInUser, Void, NoFields>) throws -> Answer<UserListViewModel, Never> {
        let query = request.query
        return try UserListPresenter(dependencies)
            .load(PagePosition(after: query["after"], before: query["before"], last: query["last"] != nil))
    }
}
