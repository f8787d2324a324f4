import ScreenKit

/// Signs out: the session is destroyed (the CSRF token was already checked) and the visitor
/// lands on the sign-in form. Signing out while signed out does the same, so a stale tab never
/// shows an error. No presenter: there is nothing to decide.
struct LogoutCoordinator: Coordinator {
    typealias View = StatusView

    static let signedOutMessage = "You are signed out."

    func start(_ request: ScreenRequest<SignedInUser?, Void, NoFields>) throws -> Answer<StatusView.Model, Void> {
        Answer.go((), flash: .info(Self.signedOutMessage)).signingOut()
    }

    func location(of destination: Void) -> String {
        AccountPaths.signIn.location
    }
}
