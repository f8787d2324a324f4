extension LoginPresenter {
    /// The same words for an unknown email and a wrong password, so the page does not tell
    /// which emails have accounts.
    static let incorrectCredentialsMessage = "The email or password is incorrect."

    /// The wait in whole minutes, rounded up so that trying at the time given works.
    static func tooManyAttemptsMessage(retryAfterSeconds seconds: Int) -> String {
        let minutes = max(1, (seconds + 59) / 60)
        return "Too many sign-in attempts. Try again in \(minutes) \(minutes == 1 ? "minute" : "minutes")."
    }
}
