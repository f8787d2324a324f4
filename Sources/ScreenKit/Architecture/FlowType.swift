/// Destinations in other features, reached without importing them.
///
/// A feature declares the destinations it may send a user to as its own `Destination` type;
/// the app implements the flow and maps each destination to another feature's path.
///
/// ```swift
/// // in AccountFeature
/// public enum AccountDestination { case userDetail(id: Int) }
/// // in App
/// AppFlow<AccountDestination> { destination in
///     switch destination { case .userDetail(let id): UserPaths.detail(id) }
/// }
/// ```
public protocol FlowType<Destination>: Sendable {
    associatedtype Destination
    /// The local path that shows `destination`.
    func location(of destination: Destination) -> String
}

/// The places the kit itself sends people to; the app maps them to its features' paths.
public enum KitDestination: Sendable, Equatable {
    /// The sign-in form, for a visitor of a route that requires signing in; `returnTo` is the
    /// local path to come back to afterwards, when there is one.
    case signIn(returnTo: String?)
    /// Where a signed-in user goes instead of a route for visitors only (sign-in, sign-up).
    case signedInHome(SignedInUser)
    /// The home page: the nav bar's brand and the status screens' way back.
    case home
    /// Where the nav bar's sign-out form posts.
    case signOut
    /// The password prompt for a signed-in member whose sign-in is not recent enough for a
    /// sensitive route; `returnTo` as for ``signIn(returnTo:)``.
    case confirmIdentity(returnTo: String?)
    /// The member's account settings: the nav bar's name leads there.
    case accountSettings
    /// Where the banner shown to a member whose address is not confirmed yet posts to have the
    /// link mailed again.
    case resendEmailConfirmation
}
