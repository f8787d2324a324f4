import ScreenKit

/// The password prompt of sudo mode.
struct ConfirmIdentityView: ScreenView {
    private typealias Field = ConfirmIdentityForm.CodingKeys

    let model: ConfirmIdentityViewModel

    func title(in language: Language) -> String { SecurityText.confirmIdentityTitle.text(in: language) }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecurityText.confirmIdentityTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            P { Localized(SecurityText.confirmIdentityExplanation) }
            Form(action: AccountPaths.confirmIdentity.location, method: .post, .novalidate) {
                Input(type: .hidden, field: Field.next, .value(model.next ?? ""))
                // The field and button take their copy as strings, so they are built in the page's language.
                InPageLanguage { language in
                    SecureField(
                        label: SecurityText.passwordLabel.text(in: language), field: Field.password, autocomplete: .currentPassword,
                        error: model.passwordError, required: true)
                    SubmitButton(SecurityText.confirmButton.text(in: language))
                }
            }
        }
    }
}
