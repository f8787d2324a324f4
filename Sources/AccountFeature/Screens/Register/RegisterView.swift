import Domain
import ScreenKit

/// The sign-up form.
///
/// The form is `novalidate` so that the server's messages, all of them at once and next to
/// their fields, are what people see; the constraints stay as hints for autofill and
/// assistive technology.
struct RegisterView: ScreenView {
    private typealias Field = RegisterForm.CodingKeys

    let model: RegisterViewModel

    func title(in language: Language) -> String { "Create account" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Create your account")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.register.location, method: .post, .novalidate) {
                TextField(
                    label: "Name", field: Field.name, value: model.name, autocomplete: .name,
                    error: model.nameError, required: true, maxLength: NameValidatorUseCase.maximumLength)
                TextField(
                    label: "Email", field: Field.email, value: model.email, type: .email, autocomplete: .email,
                    error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                SecureField(
                    label: "Password", field: Field.password, autocomplete: .newPassword, error: model.passwordError,
                    required: true, minLength: PasswordPolicyUseCase.minimumLength, maxLength: PasswordPolicyUseCase.maximumLength)
                SecureField(
                    label: "Confirm password", field: Field.passwordConfirmation, autocomplete: .newPassword,
                    error: model.passwordConfirmationError, required: true)
                SubmitButton("Create account")
            }
            P {
                "Already have an account? "
                A(href: AccountPaths.signIn.location) { "Sign in" }
            }
        }
    }
}
