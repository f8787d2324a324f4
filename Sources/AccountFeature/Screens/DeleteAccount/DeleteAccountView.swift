import ScreenKit

/// The delete-account form: the address to type, and the button.
struct DeleteAccountView: ScreenView {
    private typealias Field = DeleteAccountForm.CodingKeys

    let model: DeleteAccountViewModel

    func title(in language: Language) -> String { "Delete account" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Delete account")
            P {
                "This deletes your account, your profile, your devices' sessions and your security log, "
                "at once and for good. To confirm, type your e-mail address: "
                Strong { model.email }
            }
            Form(action: AccountPaths.deleteAccount.location, method: .post, .novalidate) {
                TextField(
                    label: "Your e-mail address", field: Field.email, type: .email, autocomplete: .off,
                    error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton("Delete my account", style: .danger)
                    LinkButton("Cancel", href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
