import ScreenKit

/// The password form. It has no value for any
/// field: passwords are never written back into a page.
struct ChangePasswordView: ScreenView {
    private typealias Field = ChangePasswordForm.CodingKeys

    let model: ChangePasswordViewModel

    func title(in language: Language) -> String { "Change password" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Change password")
            if model.hasPassword {
                P { "Your other devices will be signed out." }
            } else {
                P { "Your account has no password now: the one chosen before your address was proven was removed. Choose your own." }
            }
            Form(action: AccountPaths.changePassword.location, method: .post, .novalidate) {
                if model.hasPassword {
                    SecureField(
                        label: "Current password", field: Field.currentPassword, autocomplete: .currentPassword,
                        error: model.currentPasswordError, required: true)
                }
                SecureField(
                    label: "New password", field: Field.newPassword, autocomplete: .newPassword, error: model.newPasswordError,
                    required: true, minLength: PasswordPolicyUseCase.minimumLength, maxLength: PasswordPolicyUseCase.maximumLength)
                SecureField(
                    label: "Confirm new password", field: Field.passwordConfirmation, autocomplete: .newPassword,
                    error: model.passwordConfirmationError, required: true)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton("Change password")
                    LinkButton("Cancel", href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
