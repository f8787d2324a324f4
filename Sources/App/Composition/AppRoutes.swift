import HTTPCore

/// The paths the app's flow and navigation bar point at, in one place.
enum AppRoutes {
    static let home = "/"
    static let members = "/users"
    static let register = "/register"
    static let login = "/login"

    static func userDetail(id: Int) -> String {
        "/users/\(id)"
    }

    /// The sign-in form that brings the user back to `next` afterwards.
    static func signIn(next: String) -> String {
        next.isEmpty ? login : login + "?next=" + URLEncodedForm.encode(next)
    }
}
