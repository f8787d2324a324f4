import ScreenKit
import ViewCode

/// The e-mail form.
struct ChangeEmailView: ScreenView {
    private typealias Field = ChangeEmailForm.CodingKeys

    let model: ChangeEmailViewModel

    func title(in language: Language) -> String { LinkText.changeEmailTitle.text(in: language) }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(LinkText.changeEmailTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            Form(action: AccountPaths.changeEmail.location, method: .post, .novalidate) {
                // The field and buttons take their copy as strings, so they are built in the page's language.
                InPageLanguage { language in
                    TextField(
                        label: AccountText.emailLabel.text(in: language), field: Field.email, value: model.email, type: .email,
                        autocomplete: .email, error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                    HStack(spacing: .small, wraps: true) {
                        SubmitButton(LinkText.changeEmailTitle.text(in: language))
                        LinkButton(SettingsText.cancel.text(in: language), href: AccountPaths.settings.location, style: .secondary)
                    }
                }
            }
        }
    }
}
