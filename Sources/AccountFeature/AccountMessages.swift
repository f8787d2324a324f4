/// What the second-step and passkey screens tell people, in English until their catalog is written.
enum AccountMessages {
    static func tooManyWrongCodes(retryAfterSeconds seconds: Int) -> String {
        let minutes = SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)
        return "Too many wrong codes. Try again in \(minutes == 1 ? "1 minute" : "\(minutes) minutes")."
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
