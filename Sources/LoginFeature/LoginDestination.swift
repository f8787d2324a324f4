/// Screens of other features that signing in, signing up and signing out lead to; the app's
/// flow maps each one to its route.
public enum LoginDestination: Sendable {
    /// The detail page of the member with this id (after signing in or up).
    case userDetail(id: Int)
}
