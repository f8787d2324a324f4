/// What the account screens tell people, each written once for the screens and their tests.
enum AccountMessages {
    static let passwordChanged = "Password changed. Your other devices are signed out."
    static let emailChanged = "E-mail changed."
    static let sessionRevoked = "That device is signed out."
    static let signedOutEverywhereElse = "Every other device is signed out."
    static let noSuchSession = "That session is not one of yours, or it has already ended."
    static let wrongPassword = "The password is incorrect."
    static let enterPassword = "Enter your password."

    static func tooManyWrongPasswords(retryAfterSeconds seconds: Int) -> String {
        "Too many wrong passwords. Try again in \(SignInThrottleUseCase.waitText(retryAfterSeconds: seconds))."
    }
}
