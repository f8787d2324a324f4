import ScreenKit
import ViewCode

/// The prompt of sudo mode: the password, or a code for a member with the second step on; a
/// passkey for a member with one (shown by the passkey script).
struct ConfirmIdentityView: ScreenView {
    private typealias Field = ConfirmIdentityForm.CodingKeys

    let model: ConfirmIdentityViewModel

    func title(in language: Language) -> String {
        model.asksForCode
            ? SecondStepText.confirmTitle.text() : SecurityText.confirmIdentityTitle.text()
    }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            InPageLanguage { language in H1(title(in: language)) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.asksForCode {
                P { Localized(SecondStepText.confirmExplanation) }
            } else {
                P { Localized(SecurityText.confirmIdentityExplanation) }
            }
            Form(action: AccountPaths.confirmIdentity.location, method: .post, .novalidate) {
                Input(type: .hidden, field: Field.next, .value(model.next ?? ""))
                if model.asksForCode {
                    TextField(
                        label: SecondStepText.codeOrRecoveryCodeLabel.text(), field: Field.code, autocomplete: .oneTimeCode,
                        error: model.codeError, required: true, maxLength: SecondStepUseCase.maximumLength)
                } else {
                    SecureField(
                        label: SecurityText.passwordLabel.text(), field: Field.password,
                        autocomplete: .currentPassword, error: model.passwordError, required: true)
                }
                SubmitButton(SecurityText.confirmButton.text())
            }
            if model.offersPasskey {
                PasskeyFormView(
                    action: AccountPaths.confirmIdentityPasskey.location, ceremony: .get,
                    options: AccountPaths.confirmIdentityPasskeyOptions.location
                ) {
                    PasskeyAssertionFields(next: model.next, button: PasskeyText.confirmWithPasskey)
                }
                Script(src: AccountPaths.passkeyScript)
            }
        }
    }
}
