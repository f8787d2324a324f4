import Domain
import HTTPCore
import ScreenKit

/// Starts a member's page for one request.
final class UserDetailCoordinator: Coordinating, UserDetailCoordinating {
    private let navigator: Navigator
    private let viewer: SignedInUser
    private let users: any UserRepository
    private let id: Int

    init(navigator: Navigator, viewer: SignedInUser, users: any UserRepository, id: Int) {
        self.navigator = navigator
        self.viewer = viewer
        self.users = users
        self.id = id
    }

    func start() throws {
        let page = UserDetailPage()
        let presenter = UserDetailPresenter(view: page, coordinator: self, users: users, viewer: viewer)
        navigator.show(page)
        try presenter.load(id: id)
    }

    func memberNotFound() {
        navigator.showStatus(.notFound, message: UserMessages.noSuchMember)
    }
}
