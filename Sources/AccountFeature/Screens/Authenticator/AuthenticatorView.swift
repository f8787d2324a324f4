import ScreenKit
import ViewCode

/// Authenticator codes in the account settings: set up with a QR code or the secret as text
/// and a first code; once on, how many recovery codes are left, new ones (a page of its own
/// that asks first, since they void the old), and turning off.
struct AuthenticatorView: ScreenView {
    private typealias Field = AuthenticatorForm.CodingKeys

    let model: AuthenticatorViewModel

    func title(in language: Language) -> String {
        (model.state == .confirmNewCodes ? SecondStepText.confirmNewCodesTitle : SecondStepText.authenticatorTitle).text()
    }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(model.state == .confirmNewCodes ? SecondStepText.confirmNewCodesTitle : SecondStepText.authenticatorTitle) }
            switch model.state {
            case .settingUp:
                P { Localized(SecondStepText.setUpExplanation) }
                Img(
                    .src(AccountPaths.authenticatorQRCode.location), .alt(SecondStepText.qrCodeAlt.text()),
                    .width(216), .height(216))
                P {
                    Localized(SecondStepText.keyLabel)
                    " "
                    Code(.id("authenticator-secret")) { model.secret ?? "" }
                }
                Form(action: AccountPaths.authenticator.location, method: .post, .novalidate) {
                    TextField(
                        label: SecondStepText.codeFromAppLabel.text(), field: Field.code, autocomplete: .oneTimeCode,
                        error: model.codeError, required: true, maxLength: SecondStepUseCase.maximumLength)
                    SubmitButton(SecondStepText.turnOn.text())
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
                        SubmitButton(SecondStepText.downloadCodes.text())
                    }
                }
                if model.offersSignOutOthers {
                    P { Localized(SecondStepText.signOutOthersOffer) }
                    Form(action: AccountPaths.revokeOtherSessions.location, method: .post) {
                        SubmitButton(SecondStepText.signOutOthers.text(), style: .secondary)
                    }
                }
                P { A(href: AccountPaths.newRecoveryCodes.location) { Localized(SecondStepText.makeNewCodes) } }
                P { A(href: AccountPaths.settings.location) { Localized(SecondStepText.backToSettings) } }
            case .confirmNewCodes:
                P { Localized(SecondStepText.confirmNewCodesExplanation) }
                P(.id("recovery-codes-left")) { Localized(SecondStepText.codesLeft, .count(model.recoveryCodesLeft)) }
                Form(action: AccountPaths.newRecoveryCodes.location, method: .post) {
                    SubmitButton(SecondStepText.makeNewCodes.text())
                }
                P { A(href: AccountPaths.authenticator.location) { Localized(SecondStepText.backToCodes) } }
            case .addressUnproven:
                AddressUnprovenNotice { Localized(SecondStepText.addressUnproven) }
            case .on:
                P { Localized(SecondStepText.onExplanation) }
                P(.id("recovery-codes-left")) { Localized(SecondStepText.codesLeft, .count(model.recoveryCodesLeft)) }
                P { A(href: AccountPaths.newRecoveryCodes.location) { Localized(SecondStepText.makeNewCodes) } }
                H2 { Localized(SecondStepText.turnOff) }
                Form(action: AccountPaths.turnOffAuthenticator.location, method: .post, .novalidate) {
                    TextField(
                        label: SecondStepText.codeOrRecoveryCodeLabel.text(), field: Field.code,
                        autocomplete: .oneTimeCode, error: model.codeError, required: true,
                        maxLength: SecondStepUseCase.maximumLength)
                    SubmitButton(SecondStepText.turnOff.text(), style: .secondary)
                }
            }
        }
    }
}
