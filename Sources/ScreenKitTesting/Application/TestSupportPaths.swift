public import ScreenKit

/// The paths the testing support answers and points at.
public enum TestSupportPaths {
    public static let home = Path("/")
    public static let signIn = Path("/login")
    public static let signOut = Path("/logout")
    public static let settings = Path("/settings")
    public static let confirmIdentity = Path("/settings/confirm")
    public static let resendConfirmation = Path("/email/confirm/resend")
    public static let member = Path("/users/{id}", Int.self)
    public static let testSignIn = Path("/test/sign-in/{id}", Int.self)
    public static let testForm = Path("/test/form")
}
