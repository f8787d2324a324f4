import ScreenKit
import ViewCode

/// The second step of a sign-in: one field that takes an authenticator code or a recovery code,
/// and for a member with a passkey, a passkey instead (shown by the passkey script).
struct SecondStepView: ScreenView {
    private typealias Field = SecondStepForm.CodingKeys

    let model: SecondStepViewModel

    func title(in language: Language) -> String { SecondStepText.secondStepTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecondStepText.secondStepTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            P(.id("signing-in-as")) { Localized(SecondStepText.signingInAs, .text("email", model.account)) }
            P { Localized(SecondStepText.secondStepExplanation) }
            Form(action: AccountPaths.secondStep.location, method: .post, .novalidate) {
                TextField(
                    label: SecondStepText.codeLabel.text(), field: Field.code, autocomplete: .oneTimeCode,
                    error: model.codeError, required: true, maxLength: SecondStepUseCase.maximumLength)
                Checkbox(label: SecondStepText.trustThisBrowser.text(), field: Field.trust, checked: model.trust)
                SubmitButton(SecondStepText.continueButton.text())
            }
            if model.offersPasskey {
                PasskeyFormView(
                    action: AccountPaths.secondStepPasskey.location, ceremony: .get,
                    options: AccountPaths.secondStepPasskeyOptions.location
                ) {
                    PasskeyAssertionFields(next: nil, button: PasskeyText.usePasskeyInstead)
                }
                Script(src: AccountPaths.passkeyScript)
            }
            P { A(href: AccountPaths.signIn.location) { Localized(SecondStepText.startAgain) } }
        }
    }
}
