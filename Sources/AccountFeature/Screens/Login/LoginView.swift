import ScreenKit
import ViewCode

/// The sign-in form, with the ways in without a password and to sign up.
struct LoginView: ScreenView {
    private typealias Field = SignInForm.CodingKeys

    let model: LoginViewModel

    func title(in language: Language) -> String { AccountText.signInTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(AccountText.signInTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.signIn.location, method: .post) {
                Input(type: .hidden, field: Field.next, .value(model.next ?? ""))
                TextField(
                    label: AccountText.emailLabel.text(), field: Field.email, value: model.email, type: .email,
                    autocomplete: .email, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                SecureField(
                    label: AccountText.passwordLabel.text(), field: Field.password,
                    autocomplete: .currentPassword, required: true)
                Checkbox(label: AccountText.rememberMe.text(), field: Field.remember, checked: model.remember)
                SubmitButton(AccountText.signInButton.text())
            }
            // Shown by the passkey script, where the browser can sign with one.
            PasskeyFormView(action: AccountPaths.passkeySignIn.location, ceremony: .get, options: AccountPaths.passkeySignInOptions.location) {
                PasskeyAssertionFields(next: model.next, button: PasskeyText.signInWithPasskey)
            }
            P {
                A(href: AccountPaths.forgotPassword.location) { Localized(AccountText.forgotPassword) }
                " · "
                A(href: AccountPaths.signInLink.location) { Localized(AccountText.mailSignInLink) }
            }
            P {
                Localized(AccountText.newHere)
                " "
                A(href: AccountPaths.register.location) { Localized(AccountText.createAccount) }
            }
            Script(src: AccountPaths.passkeyScript)
        }
    }
}
