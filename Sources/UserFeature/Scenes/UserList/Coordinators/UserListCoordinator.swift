import Domain
import HTTPCore
import ScreenKit

/// Starts the members list for one request.
final class UserListCoordinator: Coordinating, UserListCoordinating {
    private let navigator: Navigator
    private let users: any UserRepository
    private let pageSize: Int
    private let pageText: String?

    init(navigator: Navigator, users: any UserRepository, pageSize: Int, pageText: String?) {
        self.navigator = navigator
        self.users = users
        self.pageSize = pageSize
        self.pageText = pageText
    }

    func start() throws {
        let page = UserListPage()
        let presenter = UserListPresenter(view: page, coordinator: self, users: users, pageSize: pageSize)
        navigator.show(page)
        try presenter.load(pageText: pageText)
    }

    func pageNotFound() {
        navigator.showStatus(.notFound, message: UserMessages.noSuchPage)
    }
}
