/// Screens of other features the member screens send people to; the app's flow maps each one
/// to its route.
public enum UserDestination: Sendable {
    /// The sign-in form, which brings the visitor back to `next` (a local path) afterwards.
    case signIn(next: String)
}
