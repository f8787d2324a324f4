import ScreenKit

/// Signing out: the session is destroyed (the CSRF token was already checked) and the visitor
/// lands on the sign-in form. Signing out while signed out does the same, so a stale tab never
/// shows an error.
struct LogoutPresenter {
    enum Destination: Equatable {
        case signIn
    }

    /// The page's language, for the flash.
    let language: Language

    func signOut() -> Answer<StatusView.Model, Destination> {
        Answer.go(.signIn, flash: .info(SettingsText.signedOut.text(in: language))).signingOut()
    }
}
