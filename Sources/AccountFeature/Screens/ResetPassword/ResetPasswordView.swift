import ScreenKit

/// The new-password form of a reset link. A link
/// that no longer works shows why in one sentence and where to ask for a new one.
///
/// The form is `novalidate` so that the server's messages, next to their fields, are what
/// people see.
struct ResetPasswordView: ScreenView {
    private typealias Field = ResetPasswordForm.CodingKeys

    let model: ResetPasswordViewModel

    func title(in language: Language) -> String { "Choose a new password" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Choose a new password")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.linkInvalid {
                FlashBanner(message: AccountMessages.invalidLink, kind: .error)
                P {
                    LinkButton("Ask for a new link", href: AccountPaths.forgotPassword.location, style: .primary)
                }
            } else {
                Form(action: AccountPaths.resetPassword.location, method: .post, .novalidate) {
                    Input(type: .hidden, field: Field.token, .value(model.token))
                    SecureField(
                        label: "New password", field: Field.password, autocomplete: .newPassword, error: model.passwordError,
                        required: true, minLength: PasswordPolicyUseCase.minimumLength, maxLength: PasswordPolicyUseCase.maximumLength)
                    SecureField(
                        label: "Confirm password", field: Field.passwordConfirmation, autocomplete: .newPassword,
                        error: model.passwordConfirmationError, required: true)
                    SubmitButton("Set password and sign in")
                }
            }
        }
    }
}
