import ScreenKit

/// Signs out: the session is destroyed (the kit already checked the CSRF token) and the user
/// lands on the sign-in form. Signing out while signed out does the same, so a stale tab
/// never shows an error.
final class LogoutCoordinator: Coordinating {
    static let signedOutMessage = "You are signed out."

    private let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func start() throws -> Outcome {
        try navigator.signOut()
        return .redirect(to: AccountPaths.signIn.location, flash: .info(Self.signedOutMessage))
    }
}
