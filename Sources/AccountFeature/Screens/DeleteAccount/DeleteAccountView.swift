import ScreenKit
import ViewCode

/// The delete-account form: the address to type, and the button.
struct DeleteAccountView: ScreenView {
    private typealias Field = DeleteAccountForm.CodingKeys

    let model: DeleteAccountViewModel

    func title(in language: Language) -> String { SettingsText.deleteTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SettingsText.deleteTitle) }
            P {
                Localized(SettingsText.deleteExplanation)
                " "
                Strong { model.email }
            }
            Form(action: AccountPaths.deleteAccount.location, method: .post, .novalidate) {
                TextField(
                    label: SettingsText.deleteEmailLabel.text(), field: Field.email, type: .email,
                    autocomplete: .off, error: model.emailError, required: true, maxLength: EmailValidatorUseCase.maximumLength)
                HStack(spacing: .small, wraps: true) {
                    SubmitButton(SettingsText.deleteButton.text(), style: .danger)
                    LinkButton(SettingsText.cancel.text(), href: AccountPaths.settings.location, style: .secondary)
                }
            }
        }
    }
}
