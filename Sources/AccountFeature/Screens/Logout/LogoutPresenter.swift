import ScreenKit

/// Signing out: the session is destroyed (the CSRF token was already checked), a sign-in this
/// browser left waiting for its code ends too, and the visitor lands on the sign-in form.
/// Signing out while signed out does the same, so a stale tab never shows an error.
struct LogoutPresenter {
    enum Destination: Equatable {
        case signIn
    }

    let dependencies: any AccountDependencies

    func signOut(pending: PendingSignIn?) throws -> Answer<StatusView.Model, Destination> {
        try PendingSignInUseCase(dependencies: dependencies).end(pending)
        return Answer.go(.signIn, flash: .info(SettingsText.signedOut.text())).signingOut()
    }
}
