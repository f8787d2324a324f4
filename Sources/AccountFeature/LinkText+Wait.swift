import ScreenKit

extension LinkText {
    /// The refusal of one more mailed message, with the wait in whole minutes.
    static func tooManyLinksMessage(retryAfterSeconds seconds: Int, in language: Language) -> String {
        LinkText.tooManyLinks.text(in: language, .count(SignInThrottleUseCase.waitMinutes(retryAfterSeconds: seconds)))
    }
}
