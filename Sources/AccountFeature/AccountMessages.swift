/// What the account screens tell people, each written once for the screens and their tests.
enum AccountMessages {
    static let passwordChanged = "Password changed. Your other devices are signed out."
    static let sessionRevoked = "That device is signed out."
    static let signedOutEverywhereElse = "Every other device is signed out."
    static let noSuchSession = "That session is not one of yours, or it has already ended."
    static let wrongPassword = "The password is incorrect."
    static let enterPassword = "Enter your password."

    static let invalidLink = "This link is invalid, was already used, or has expired. Ask for a new one."
    static let passwordReset = "Your new password is set, and every other device is signed out."
    static let signedInWithLink = "You are signed in."
    static let emailConfirmed = "Your e-mail address is confirmed."
    static let confirmationSent = "We sent a new confirmation link; it works for 48 hours."
    static let confirmationQueued = "A new confirmation link is on its way; it works for 48 hours."
    static let alreadyConfirmed = "Your e-mail address is already confirmed."
    static let signedInPasswordRemoved =
        "You are signed in, and your address is confirmed. The password this account had was chosen before the address was proven, so it no longer works: choose your own."
    static let confirmedPasswordRemoved =
        "Your address is confirmed. The password this account had was chosen before the address was proven, so it no longer works: ask for a link to choose your own."
    static let emailChangeCancelled = "The change of your e-mail address is cancelled; your address stays as it was."
    static let noPassword = "Your account has no password now. Sign in with a link, or ask for one to choose a password."

    static func resetLinkSent(to email: String) -> String {
        "If an account exists for \(email), we sent it a link to choose a new password. It works for 30 minutes."
    }

    static func signInLinkSent(to email: String) -> String {
        "If an account exists for \(email), we sent it a sign-in link. It works for 15 minutes."
    }

    /// The same words whether the address is free or another account's: that account's owner
    /// is told by mail instead.
    static func emailChangeSent(to email: String) -> String {
        "Unless another account uses \(email), we sent it a link: your address changes when you open it. Your current address was told, with a way to cancel."
    }

    static func emailChanged(to email: String) -> String {
        "Your e-mail address is now \(email)."
    }

    static func tooManyLinks(retryAfterSeconds seconds: Int) -> String {
        "Too many messages asked for. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }

    static func tooManyWrongPasswords(retryAfterSeconds seconds: Int) -> String {
        "Too many wrong passwords. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }

    static func tooManyWrongCodes(retryAfterSeconds seconds: Int) -> String {
        "Too many wrong codes. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }

    static let wrongCode = "That code is not right, or was already used."
    static let enterCode = "Enter the code from your authenticator app, or a recovery code."
    static let secondStepExpired = "Your sign-in took too long. Sign in again."
    static let authenticatorOn = "Authenticator codes are on. Keep your recovery codes somewhere safe."
    static let authenticatorOff = "Authenticator codes are off."
    static let recoveryCodesDownloadExpired =
        "Those recovery codes can no longer be downloaded. Copy them from the page where they were shown, or make new ones."
    static let passkeyRemoved = "That passkey is removed. Remove it from your device too."
    static let passkeyAdded = "Passkey added. You can sign in with it now."
    static let passkeyNotAdded = "The passkey was not added. Try again."
    static let passkeyAlreadyAdded = "That passkey is already added to an account."
    static let passkeysUnavailable = "Passkeys work only when this site is reached over https."
    static let enterPasskeyName = "Name the passkey, so you can tell it from others."
    static let passkeySignInFailed = "That passkey did not sign you in. Try again, or sign in with your password."
    static let passkeyRefused = "That passkey was not accepted. Try again, or use another way."
    static let noSuchPasskey = "That passkey is not one of yours, or it has already been removed."

    static func recoveryCodeUsed(left: Int) -> String {
        "You used a recovery code. \(left == 1 ? "1 recovery code is" : "\(left) recovery codes are") left."
    }
}
