public import ScreenKit

/// The paths of signing in, signing up and signing out, each written once; the app's flow and
/// nav bar link to them from here.
public enum LoginPaths {
    public static let signIn = Path("/login")
    public static let register = Path("/register")
    public static let signOut = Path("/logout")

    /// The sign-in form that brings the visitor back to `next` (a local path) afterwards.
    public static func signIn(next: String?) -> String {
        signIn.location(query: ["next": next.flatMap { $0.isEmpty ? nil : $0 }])
    }
}
