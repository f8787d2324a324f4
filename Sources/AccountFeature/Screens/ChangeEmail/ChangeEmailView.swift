import ScreenKit
import ViewCode

/// The e-mail form.
struct ChangeEmailView: ScreenView {
    private typealias Field = ChangeEmailForm.CodingKeys

    let model: ChangeEmailViewModel

    func title(in language: Language) -> String { LinkText.changeEmailTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(LinkText.changeEmailTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.changeEmail.location, method: .post, .novalidate) {
                TextField(
                    label: AccountText.emailLabel.text(), field: Field.email, value: model.email, type: .email,
                    autocomplete: .email, error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton(LinkText.changeEmailTitle.text())
                    LinkButton(SettingsText.cancel.text(), href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
