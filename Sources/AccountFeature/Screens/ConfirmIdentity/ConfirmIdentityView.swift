import ScreenKit

/// The prompt of sudo mode: the password, or a code for a member with the second step on; a
/// passkey for a member with one (shown by the passkey script).
struct ConfirmIdentityView: ScreenView {
    private typealias Field = ConfirmIdentityForm.CodingKeys

    let model: ConfirmIdentityViewModel

    var title: String { model.asksForCode ? "Confirm it is you" : "Confirm your password" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1(title)
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.asksForCode {
                P { "This is a sensitive action: type a code from your authenticator app, or a recovery code, to go on. You will not be asked again for a few minutes." }
            } else {
                P { "This is a sensitive action: type your password again to go on. You will not be asked again for a few minutes." }
            }
            Form(action: AccountPaths.confirmIdentity.location, method: .post, .novalidate) {
                Input(type: .hidden, field: Field.next, .value(model.next ?? ""))
                if model.asksForCode {
                    TextField(
                        label: "Code from the app, or a recovery code", field: Field.code, autocomplete: .oneTimeCode,
                        error: model.codeError, required: true, maxLength: SecondStepUseCase.maximumLength)
                } else {
                    SecureField(
                        label: "Password", field: Field.password, autocomplete: .currentPassword, error: model.passwordError,
                        required: true)
                }
                SubmitButton("Confirm")
            }
            if model.offersPasskey {
                Form(
                    action: AccountPaths.confirmIdentityPasskey.location, method: .post, .hidden, .data("passkey", "get"),
                    .data("passkey-options", AccountPaths.confirmIdentityPasskeyOptions.location)
                ) {
                    PasskeyAssertionFields(next: model.next, buttonTitle: "Confirm with a passkey")
                }
                Script(src: AccountPaths.passkeyScript)
            }
        }
    }
}
