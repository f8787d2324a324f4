import Domain
import HTTPCore
import ScreenKit

/// Signs the member in and moves on to their page, or answers 404 for an unknown id.
final class TestSignInCoordinator: Coordinating {
    private let navigator: Navigator
    private let users: any UserRepository
    private let id: Int

    init(navigator: Navigator, users: any UserRepository, id: Int) {
        self.navigator = navigator
        self.users = users
        self.id = id
    }

    func start() throws {
        guard let user = try users.user(id: id) else {
            navigator.showStatus(.notFound, message: "No such member.")
            return
        }
        try navigator.signIn(SignedInUser(id: user.id, name: user.name))
        navigator.go(to: "/users/\(user.id)")
    }
}
