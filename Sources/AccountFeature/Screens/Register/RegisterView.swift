import Domain
import ScreenKit
import ViewCode

/// The sign-up form.
///
/// The form is `novalidate` so that the server's messages, all of them at once and next to
/// their fields, are what people see; the constraints stay as hints for autofill and
/// assistive technology.
struct RegisterView: ScreenView {
    private typealias Field = RegisterForm.CodingKeys

    let model: RegisterViewModel

    func title(in language: Language) -> String { AccountText.registerTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(AccountText.registerHeading) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.register.location, method: .post, .novalidate) {
                TextField(
                    label: AccountText.nameLabel.text(), field: Field.name, value: model.name, autocomplete: .name,
                    error: model.nameError, required: true, maxLength: NameValidatorUseCase.maximumLength)
                TextField(
                    label: AccountText.emailLabel.text(), field: Field.email, value: model.email, type: .email,
                    autocomplete: .email, error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                NewPasswordFields(
                    label: AccountText.passwordLabel.text(), field: Field.password, error: model.passwordError,
                    confirmationLabel: AccountText.confirmPasswordLabel.text(), confirmationField: Field.passwordConfirmation,
                    confirmationError: model.passwordConfirmationError)
                SubmitButton(AccountText.createAccountButton.text())
            }
            P {
                Localized(AccountText.alreadyHaveAccount)
                " "
                A(href: AccountPaths.signIn.location) { Localized(AccountText.signInLink) }
            }
        }
    }
}
