import ScreenKit

/// The second step of a sign-in: one field that takes an authenticator code or a recovery code,
/// and for a member with a passkey, a passkey instead (shown by the passkey script).
struct SecondStepView: ScreenView {
    private typealias Field = SecondStepForm.CodingKeys

    let model: SecondStepViewModel

    func title(in language: Language) -> String { "Enter your code" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Enter your code")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            P { "Open your authenticator app and type the six-digit code it shows for this site. Lost your phone? Type one of your recovery codes instead." }
            Form(action: AccountPaths.secondStep.location, method: .post, .novalidate) {
                TextField(
                    label: "Code", field: Field.code, autocomplete: .oneTimeCode, error: model.codeError, required: true,
                    maxLength: SecondStepUseCase.maximumLength)
                Checkbox(label: "Trust this browser for 30 days", field: Field.trust, checked: model.trust)
                SubmitButton("Continue")
            }
            if model.offersPasskey {
                Form(
                    action: AccountPaths.secondStepPasskey.location, method: .post, .hidden, .data("passkey", "get"),
                    .data("passkey-options", AccountPaths.secondStepPasskeyOptions.location)
                ) {
                    PasskeyAssertionFields(next: nil, buttonTitle: "Use a passkey instead")
                }
                Script(src: AccountPaths.passkeyScript)
            }
            P { A(href: AccountPaths.signIn.location) { "Start again" } }
        }
    }
}
