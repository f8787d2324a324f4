import ScreenKit

/// A form that mails a link.
///
/// The form is `novalidate` so that the server's messages, next to their fields, are what
/// people see.
struct RequestLinkView: ScreenView {
    private typealias Field = RequestLinkForm.CodingKeys

    let model: RequestLinkViewModel

    func title(in language: Language) -> String { model.kind == .passwordReset ? "Forgot your password?" : "Sign in with a link" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { ScreenTitle(self) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            P {
                model.kind == .passwordReset
                    ? "Type the address you signed up with; we will mail you a link to choose a new password."
                    : "Type the address you signed up with; we will mail you a link that signs you in without your password."
            }
            Form(action: action, method: .post, .novalidate) {
                TextField(
                    label: "Email", field: Field.email, value: model.email, type: .email, autocomplete: .email,
                    error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                SubmitButton(model.kind == .passwordReset ? "Send the link" : "Mail me a link")
            }
            P {
                A(href: AccountPaths.signIn.location) {
                    model.kind == .passwordReset ? "Back to sign in" : "Sign in with your password instead"
                }
            }
        }
    }

    private var action: String {
        model.kind == .passwordReset ? AccountPaths.forgotPassword.location : AccountPaths.signInLink.location
    }
}
