public import ScreenKit
import Domain

/// The paths of signing in, signing up, signing out and the account settings, each written
/// once; the app's flow and nav bar link to them from here.
public enum AccountPaths {
    public static let signIn = Path("/login")
    public static let register = Path("/register")
    public static let signOut = Path("/logout")
    public static let settings = Path("/settings")
    public static let confirmIdentity = Path("/settings/confirm")
    public static let changePassword = Path("/settings/password")
    public static let changeEmail = Path("/settings/email")
    public static let languageSetting = Path("/settings/language")
    public static let cancelPendingEmail = Path("/settings/email/cancel")
    public static let devices = Path("/settings/sessions")
    public static let activity = Path("/settings/activity")
    public static let revokeSession = Path("/settings/sessions/{id}/revoke", Int.self)
    public static let revokeOtherSessions = Path("/settings/sessions/revoke-others")
    public static let removeAvatar = Path("/settings/avatar/remove")
    public static let deleteAccount = Path("/settings/delete")
    public static let avatar = Path("/settings/avatar")
    public static let forgotPassword = Path("/password/forgot")
    public static let resetPassword = Path("/password/reset")
    public static let signInLink = Path("/login/link")
    public static let openSignInLink = Path("/login/link/open")
    public static let confirmEmail = Path("/email/confirm")
    public static let confirmEmailChange = Path("/email/change")
    public static let cancelEmailChange = Path("/email/change/cancel")
    public static let resendConfirmation = Path("/email/confirm/resend")
    public static let secondStep = Path("/login/code")
    public static let authenticator = Path("/settings/two-factor")
    public static let authenticatorQRCode = Path("/settings/two-factor/qr.svg")
    public static let turnOffAuthenticator = Path("/settings/two-factor/off")
    public static let newRecoveryCodes = Path("/settings/two-factor/recovery-codes")
    public static let recoveryCodesDownload = Path("/settings/two-factor/recovery-codes.txt")
    public static let passkeys = Path("/settings/passkeys")
    public static let removePasskey = Path("/settings/passkeys/{id}/remove", Int.self)
    public static let passkeyCreationOptions = Path("/settings/passkeys/options")
    public static let addPasskey = Path("/settings/passkeys/add")
    public static let passkeySignInOptions = Path("/login/passkey/options")
    public static let passkeySignIn = Path("/login/passkey")
    public static let secondStepPasskeyOptions = Path("/login/code/passkey/options")
    public static let secondStepPasskey = Path("/login/code/passkey")
    public static let confirmIdentityPasskeyOptions = Path("/settings/confirm/passkey/options")
    public static let confirmIdentityPasskey = Path("/settings/confirm/passkey")
    /// The browser's side of every passkey ceremony, one static file (no inline script).
    public static let passkeyScript = "/js/passkeys.js"

    /// The sign-in form that brings the visitor back to `next` (a local path) afterwards.
    public static func signIn(next: String?) -> String {
        location(of: signIn, next: next)
    }

    /// The password prompt that brings the member back to `next` (a local path) afterwards.
    public static func confirmIdentity(next: String?) -> String {
        location(of: confirmIdentity, next: next)
    }

    private static func location(of path: Path<Void>, next: String?) -> String {
        path.location(query: ["next": next.flatMap { $0.isEmpty ? nil : $0 }])
    }

    /// A page of the security log: the newest, or the events after (older than) or before
    /// (newer than) one the reader was shown.
    static func activity(_ position: PagePosition) -> String {
        switch position {
        case .after(let key): activity.location(query: ["after": String(key)])
        case .before(let key): activity.location(query: ["before": String(key)])
        case .first, .last: activity.location
        }
    }
}
