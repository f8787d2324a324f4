import ScreenKit

extension LinkText {
    /// The refusal of one more mailed message, with the wait in whole minutes.
    static func tooManyLinksMessage(retryAfterSeconds seconds: Int) -> String {
        LinkText.tooManyLinks.text(.count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
    }
}
