import ScreenKit
import ViewCode

/// A form that mails a link.
///
/// The form is `novalidate` so that the server's messages, next to their fields, are what
/// people see.
struct RequestLinkView: ScreenView {
    private typealias Field = RequestLinkForm.CodingKeys

    let model: RequestLinkViewModel

    func title(in language: Language) -> String {
        (model.kind == .passwordReset ? LinkText.forgotPasswordTitle : LinkText.signInWithLinkTitle).text()
    }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { ScreenTitle(self) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            P { Localized(model.kind == .passwordReset ? LinkText.resetExplanation : LinkText.signInLinkExplanation) }
            Form(action: action, method: .post, .novalidate) {
                TextField(
                    label: AccountText.emailLabel.text(), field: Field.email, value: model.email, type: .email,
                    autocomplete: .email, error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                SubmitButton((model.kind == .passwordReset ? LinkText.sendResetLink : LinkText.sendSignInLink).text())
            }
            P {
                A(href: AccountPaths.signIn.location) {
                    Localized(model.kind == .passwordReset ? LinkText.backToSignIn : LinkText.signInWithPassword)
                }
            }
        }
    }

    private var action: String {
        model.kind == .passwordReset ? AccountPaths.forgotPassword.location : AccountPaths.signInLink.location
    }
}
