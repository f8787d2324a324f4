import ScreenKit
import ViewCode

/// The delete-account form: the address to type, and the button.
struct DeleteAccountView: ScreenView {
    private typealias Field = DeleteAccountForm.CodingKeys

    let model: DeleteAccountViewModel

    func title(in language: Language) -> String { SettingsText.deleteTitle.text(in: language) }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SettingsText.deleteTitle) }
            P {
                Localized(SettingsText.deleteExplanation)
                " "
                Strong { model.email }
            }
            Form(action: AccountPaths.deleteAccount.location, method: .post, .novalidate) {
                // The field and buttons take their copy as strings, so they are built in the page's language.
                InPageLanguage { language in
                    TextField(
                        label: SettingsText.deleteEmailLabel.text(in: language), field: Field.email, type: .email,
                        autocomplete: .off, error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                    HStack(spacing: .small, wraps: true) {
                        SubmitButton(SettingsText.deleteButton.text(in: language), style: .danger)
                        LinkButton(SettingsText.cancel.text(in: language), href: AccountPaths.settings.location, style: .secondary)
                    }
                }
            }
        }
    }
}
