import ScreenKit

/// Where the presenter of a sign-in link's page may send the flow.
protocol OpenSignInLinkCoordinating: AnyObject {
    /// The link worked: sign this device in as `member`. `passwordRemoved`: the link was the
    /// first proof of the address, and the password chosen before it no longer works.
    func didSignIn(_ member: SignedInUser, remember: Bool, passwordRemoved: Bool) throws
}
