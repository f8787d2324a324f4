/// A browser a member chose to trust after passing a second step ("trust this browser for 30
/// days"): a later password sign-in from it may skip the second step, while the member's trust
/// `epoch` is the one it was given under. The kit keeps it in a long-lived signed cookie bound to
/// the member (``Answer/signingIn(_:remember:method:trustingBrowser:)``), read back as
/// ``ScreenRequest/browserTrust``; the app keeps each member's epoch and moves it on to end
/// every trust at once (a new password, the second step turned off, signing out everywhere).
/// It never stands in for the password.
public struct BrowserTrust: Sendable, Equatable {
    /// How long a browser stays trusted: thirty days.
    public static let lifetimeSeconds = 30 * 24 * 60 * 60

    public let userID: Int
    /// The member's trust epoch when the browser was trusted.
    public let epoch: Int

    public init(userID: Int, epoch: Int) {
        self.userID = userID
        self.epoch = epoch
    }
}
