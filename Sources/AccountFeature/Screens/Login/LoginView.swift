import ScreenKit

/// The sign-in form, with the ways in without a password and to sign up.
struct LoginView: ScreenView {
    private typealias Field = SignInForm.CodingKeys

    let model: LoginViewModel

    var title: String { "Sign in" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Sign in")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.signIn.location, method: .post) {
                Input(type: .hidden, field: Field.next, .value(model.next ?? ""))
                TextField(
                    label: "Email", field: Field.email, value: model.email, type: .email,
                    autocomplete: .email, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                SecureField(label: "Password", field: Field.password, autocomplete: .currentPassword, required: true)
                Checkbox(label: "Remember me on this device", field: Field.remember, checked: model.remember)
                SubmitButton("Sign in")
            }
            // Shown by the passkey script, where the browser can sign with one.
            Form(
                action: AccountPaths.passkeySignIn.location, method: .post, .hidden, .data("passkey", "get"),
                .data("passkey-options", AccountPaths.passkeySignInOptions.location)
            ) {
                PasskeyAssertionFields(next: model.next, buttonTitle: "Sign in with a passkey")
            }
            P {
                A(href: AccountPaths.forgotPassword.location) { "Forgot your password?" }
                " · "
                A(href: AccountPaths.signInLink.location) { "Mail me a sign-in link" }
            }
            P {
                "New here? "
                A(href: AccountPaths.register.location) { "Create an account" }
            }
            Script(src: AccountPaths.passkeyScript)
        }
    }
}
