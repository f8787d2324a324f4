import ScreenKit

/// Where the presenter of a sign-in link's page may send the flow.
protocol OpenSignInLinkCoordinating: AnyObject {
    /// The link worked: sign this device in as `member`.
    func didSignIn(_ member: SignedInUser, remember: Bool) throws
}
