import ScreenKit

/// The password prompt of sudo mode.
struct ConfirmIdentityView: ScreenView {
    private typealias Field = ConfirmIdentityForm.CodingKeys

    let model: ConfirmIdentityViewModel

    func title(in language: Language) -> String { "Confirm your password" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Confirm your password")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            P { "This is a sensitive action: type your password again to go on. You will not be asked again for a few minutes." }
            Form(action: AccountPaths.confirmIdentity.location, method: .post, .novalidate) {
                Input(type: .hidden, field: Field.next, .value(model.next ?? ""))
                SecureField(
                    label: "Password", field: Field.password, autocomplete: .currentPassword, error: model.passwordError,
                    required: true)
                SubmitButton("Confirm")
            }
        }
    }
}
