import HTTPCore
import ScreenKit

/// Signs one of the ``FixedUsers`` in and moves on to the home screen.
final class TestSignInCoordinator: Coordinating {
    private let navigator: Navigator
    private let id: Int

    init(navigator: Navigator, id: Int) {
        self.navigator = navigator
        self.id = id
    }

    func start() throws {
        guard let user = try FixedUsers().signedInUser(id: id) else {
            navigator.showStatus(.notFound, message: "No such member.")
            return
        }
        try navigator.signIn(user)
        navigator.go(to: "/")
    }
}
