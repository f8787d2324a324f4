import ScreenKit

/// The e-mail form.
struct ChangeEmailView: ScreenView {
    private typealias Field = ChangeEmailForm.CodingKeys

    let model: ChangeEmailViewModel

    func title(in language: Language) -> String { "Change e-mail" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Change e-mail")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.changeEmail.location, method: .post, .novalidate) {
                TextField(
                    label: "Email", field: Field.email, value: model.email, type: .email, autocomplete: .email,
                    error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton("Change e-mail")
                    LinkButton("Cancel", href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
