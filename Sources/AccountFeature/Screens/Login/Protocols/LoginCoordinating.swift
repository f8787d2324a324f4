import ScreenKit

/// Where the sign-in presenter may send the flow.
protocol LoginCoordinating: AnyObject {
    /// The credentials were right: start a new session (remembered or not) and continue to
    /// `next`, or to the member's page when there is no safe `next`.
    func didSignIn(_ user: SignedInUser, remember: Bool, next: String?) throws
}
