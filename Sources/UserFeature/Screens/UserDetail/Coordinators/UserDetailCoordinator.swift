import Domain
import ScreenKit

/// Starts a member's page for one request.
final class UserDetailCoordinator: Coordinating, UserDetailCoordinating {
    private let viewer: SignedInUser
    private let id: Int
    private let users: any UserRepository
    private let page = Page<UserDetailView>()
    private var outcome: Outcome?

    init(viewer: SignedInUser, id: Int, users: any UserRepository) {
        self.viewer = viewer
        self.id = id
        self.users = users
    }

    func start() throws -> Outcome {
        try UserDetailPresenter(view: page, coordinator: self, users: users, viewer: viewer).load(id: id)
        return outcome ?? .show(page)
    }

    func memberNotFound() {
        outcome = .notFound(UserMessages.noSuchMember)
    }
}
