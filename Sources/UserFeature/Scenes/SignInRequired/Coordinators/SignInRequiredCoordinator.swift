import ScreenKit

/// Sends a signed-out visitor of a member screen to the sign-in form (303).
final class SignInRequiredCoordinator: Coordinating {
    private let navigator: Navigator
    private let signInLocation: String

    init(navigator: Navigator, signInLocation: String) {
        self.navigator = navigator
        self.signInLocation = signInLocation
    }

    func start() throws {
        navigator.go(to: signInLocation)
    }
}
