import ScreenKit

/// Where the sign-in presenter may send the flow.
protocol LoginCoordinating: AnyObject {
    /// Someone already signed in asked for the form: take them to their page.
    func showSignedInUser(id: Int)
    /// The credentials were right: start a new session and continue to `next`, or to the
    /// member's page when there is no safe `next`.
    func didSignIn(_ user: SignedInUser, next: String?) throws
    /// Sign-in was refused for now; clients may try again after `retryAfterSeconds`.
    func signInThrottled(retryAfterSeconds: Int)
}
