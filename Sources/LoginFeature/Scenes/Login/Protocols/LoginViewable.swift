import ScreenKit

/// What the sign-in presenter may tell its page.
protocol LoginViewable: Viewable {
    /// The form, ready to fill in.
    func show(_ model: LoginViewModel)
    /// The form again after a wrong email or password (422).
    func showSignInFailure(_ model: LoginViewModel)
    /// The form again, refused before checking the password: too many recent failures (429).
    func showTooManyAttempts(_ model: LoginViewModel)
}
