import ScreenKit

/// Authenticator codes in the account settings: set up with a QR code or the secret as text
/// and a first code; once on, how many recovery codes are left, new ones, and turning off.
struct AuthenticatorView: ScreenView {
    private typealias Field = AuthenticatorForm.CodingKeys

    let model: AuthenticatorViewModel

    func title(in language: Language) -> String { SecondStepText.authenticatorTitle.text(in: language) }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(SecondStepText.authenticatorTitle) }
            switch model.state {
            case .settingUp:
                P { Localized(SecondStepText.setUpExplanation) }
                InPageLanguage { language in
                    Img(
                        .src(AccountPaths.authenticatorQRCode.location), .alt(SecondStepText.qrCodeAlt.text(in: language)),
                        .width(216), .height(216))
                }
                P {
                    Localized(SecondStepText.keyLabel)
                    " "
                    Code(.id("authenticator-secret")) { model.secret ?? "" }
                }
                Form(action: AccountPaths.authenticator.location, method: .post, .novalidate) {
                    InPageLanguage { language in
                        TextField(
                            label: SecondStepText.codeFromAppLabel.text(in: language), field: Field.code, autocomplete: .oneTimeCode,
                            error: model.codeError, required: true, maxLength: SecondStepUseCase.maximumLength)
                        SubmitButton(SecondStepText.turnOn.text(in: language))
                    }
                }
            case .newRecoveryCodes:
                P { Localized(SecondStepText.newCodesExplanation) }
                UL(.id("recovery-codes"), .class("recovery-codes")) {
                    ForEach(model.recoveryCodes) { code in
                        LI { Code { code } }
                    }
                }
                if let seal = model.downloadSeal {
                    Form(action: AccountPaths.recoveryCodesDownload.location, method: .post) {
                        Input(type: .hidden, field: RecoveryCodesDownloadForm.CodingKeys.codes, .value(seal))
                        InPageLanguage { language in SubmitButton(SecondStepText.downloadCodes.text(in: language)) }
                    }
                }
                NewRecoveryCodesButton()
                P { A(href: AccountPaths.settings.location) { Localized(SecondStepText.backToSettings) } }
            case .on:
                P { Localized(SecondStepText.onExplanation) }
                P(.id("recovery-codes-left")) { Localized(SecondStepText.codesLeft, .count(model.recoveryCodesLeft)) }
                NewRecoveryCodesButton()
                H2 { Localized(SecondStepText.turnOff) }
                Form(action: AccountPaths.turnOffAuthenticator.location, method: .post, .novalidate) {
                    InPageLanguage { language in
                        TextField(
                            label: SecondStepText.codeOrRecoveryCodeLabel.text(in: language), field: Field.code,
                            autocomplete: .oneTimeCode, error: model.codeError, required: true,
                            maxLength: SecondStepUseCase.maximumLength)
                        SubmitButton(SecondStepText.turnOff.text(in: language), style: .secondary)
                    }
                }
            }
        }
    }
}

/// The form that replaces the recovery codes, on the page that shows them and the one that counts them.
private struct NewRecoveryCodesButton: HTMLComponent {
    var body: some HTML {
        Form(action: AccountPaths.newRecoveryCodes.location, method: .post) {
            InPageLanguage { language in SubmitButton(SecondStepText.makeNewCodes.text(in: language), style: .secondary) }
        }
    }
}
