import ViewCode

/// The sign-in screen's view code: a pure function of its model.
struct LoginView: HTMLComponent {
    let model: LoginViewModel

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Sign in")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: LoginRoutes.signIn, method: .post) {
                Input(type: .hidden, name: "next", .value(model.next ?? ""))
                TextField(
                    label: "Email", name: "email", value: model.email, type: .email,
                    autocomplete: .email, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                SecureField(label: "Password", name: "password", autocomplete: .currentPassword, required: true)
                SubmitButton("Sign in")
            }
            P {
                "New here? "
                A(href: LoginRoutes.register) { "Create an account" }
            }
        }
    }
}
