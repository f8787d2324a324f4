import ScreenKit
import ViewCode

/// The new-password form of a reset link. A link
/// that no longer works shows why in one sentence and where to ask for a new one.
///
/// The form is `novalidate` so that the server's messages, next to their fields, are what
/// people see.
struct ResetPasswordView: ScreenView {
    private typealias Field = ResetPasswordForm.CodingKeys

    let model: ResetPasswordViewModel

    func title(in language: Language) -> String { LinkText.choosePasswordTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(LinkText.choosePasswordTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.linkInvalid {
                FlashBanner(message: LinkText.invalidLink.text(), kind: .error)
                P {
                    LinkButton(LinkText.askForNewLink.text(), href: AccountPaths.forgotPassword.location, style: .primary)
                }
            } else {
                Form(action: AccountPaths.resetPassword.location, method: .post, .novalidate) {
                    Input(type: .hidden, field: Field.token, .value(model.token))
                    NewPasswordFields(
                        label: LinkText.newPasswordLabel.text(), field: Field.password, error: model.passwordError,
                        confirmationLabel: LinkText.confirmPasswordLabel.text(), confirmationField: Field.passwordConfirmation,
                        confirmationError: model.passwordConfirmationError)
                    SubmitButton(LinkText.setPasswordButton.text())
                }
            }
        }
    }
}
