import ScreenKit
import ViewCode

/// The password form. It has no value for any
/// field: passwords are never written back into a page.
struct ChangePasswordView: ScreenView {
    private typealias Field = ChangePasswordForm.CodingKeys

    let model: ChangePasswordViewModel

    func title(in language: Language) -> String { SecurityText.changePasswordTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecurityText.changePasswordTitle) }
            if model.hasPassword {
                P { Localized(SecurityText.otherDevicesSignedOut) }
            } else {
                P { Localized(SecurityText.noPasswordNow) }
            }
            Form(action: AccountPaths.changePassword.location, method: .post, .novalidate) {
                if model.hasPassword {
                    SecureField(
                        label: SecurityText.currentPasswordLabel.text(), field: Field.currentPassword,
                        autocomplete: .currentPassword, error: model.currentPasswordError, required: true)
                }
                NewPasswordFields(
                    label: SecurityText.newPasswordLabel.text(), field: Field.newPassword, error: model.newPasswordError,
                    confirmationLabel: SecurityText.confirmNewPasswordLabel.text(), confirmationField: Field.passwordConfirmation,
                    confirmationError: model.passwordConfirmationError)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton(SecurityText.changePasswordButton.text())
                    LinkButton(SettingsText.cancel.text(), href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
