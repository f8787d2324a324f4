import ScreenKit

/// Signing out: the session is destroyed (the CSRF token was already checked) and the visitor
/// lands on the sign-in form. Signing out while signed out does the same, so a stale tab never
/// shows an error.
struct LogoutPresenter {
    enum Destination: Equatable {
        case signIn
    }

    static let signedOutMessage = "You are signed out."

    func signOut() -> Answer<StatusView.Model, Destination> {
        Answer.go(.signIn, flash: .info(Self.signedOutMessage)).signingOut()
    }
}
