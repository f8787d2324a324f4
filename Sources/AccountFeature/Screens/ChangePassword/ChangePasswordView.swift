import ScreenKit
import ViewCode

/// The password form. It has no value for any
/// field: passwords are never written back into a page.
struct ChangePasswordView: ScreenView {
    private typealias Field = ChangePasswordForm.CodingKeys

    let model: ChangePasswordViewModel

    func title(in language: Language) -> String { SecurityText.changePasswordTitle.text(in: language) }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecurityText.changePasswordTitle) }
            if model.hasPassword {
                P { Localized(SecurityText.otherDevicesSignedOut) }
            } else {
                P { Localized(SecurityText.noPasswordNow) }
            }
            Form(action: AccountPaths.changePassword.location, method: .post, .novalidate) {
                // The fields and buttons take their copy as strings, so they are built in the page's language.
                InPageLanguage { language in
                    if model.hasPassword {
                        SecureField(
                            label: SecurityText.currentPasswordLabel.text(in: language), field: Field.currentPassword,
                            autocomplete: .currentPassword, error: model.currentPasswordError, required: true)
                    }
                    SecureField(
                        label: SecurityText.newPasswordLabel.text(in: language), field: Field.newPassword, autocomplete: .newPassword,
                        error: model.newPasswordError, required: true, minLength: PasswordPolicyUseCase.minimumLength,
                        maxLength: PasswordPolicyUseCase.maximumLength)
                    SecureField(
                        label: SecurityText.confirmNewPasswordLabel.text(in: language), field: Field.passwordConfirmation,
                        autocomplete: .newPassword, error: model.passwordConfirmationError, required: true)
                    HStack(spacing: .small, wraps: true) {
                        SubmitButton(SecurityText.changePasswordButton.text(in: language))
                        LinkButton(SettingsText.cancel.text(in: language), href: AccountPaths.settings.location, style: .secondary)
                    }
                }
            }
        }
    }
}
