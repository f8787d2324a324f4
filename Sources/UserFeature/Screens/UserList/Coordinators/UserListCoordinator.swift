import Domain
import ScreenKit

/// Starts the members list for one request.
final class UserListCoordinator: Coordinating, UserListCoordinating {
    private let pageText: String?
    private let users: any UserRepository
    private let pageSize: Int
    private let page = Page<UserListView>()
    private var outcome: Outcome?

    init(pageText: String?, users: any UserRepository, pageSize: Int) {
        self.pageText = pageText
        self.users = users
        self.pageSize = pageSize
    }

    func start() throws -> Outcome {
        try UserListPresenter(view: page, coordinator: self, users: users, pageSize: pageSize).load(pageText: pageText)
        return outcome ?? .show(page)
    }

    func pageNotFound() {
        outcome = .notFound(UserMessages.noSuchPage)
    }
}
