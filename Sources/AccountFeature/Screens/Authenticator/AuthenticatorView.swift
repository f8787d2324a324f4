import ScreenKit

/// Authenticator codes in the account settings: set up with a QR code or the secret as text
/// and a first code; once on, how many recovery codes are left, new ones, and turning off.
struct AuthenticatorView: ScreenView {
    private typealias Field = AuthenticatorForm.CodingKeys

    let model: AuthenticatorViewModel

    func title(in language: Language) -> String { "Authenticator codes" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Authenticator codes")
            switch model.state {
            case .settingUp:
                P { "Scan this QR code with your authenticator app, or type the key below into it, then enter the six-digit code it shows." }
                Img(.src(AccountPaths.authenticatorQRCode.location), .alt("QR code of the key below"), .width(216), .height(216))
                P {
                    "Key: "
                    Code(.id("authenticator-secret")) { model.secret ?? "" }
                }
                Form(action: AccountPaths.authenticator.location, method: .post, .novalidate) {
                    TextField(
                        label: "Code from the app", field: Field.code, autocomplete: .oneTimeCode, error: model.codeError,
                        required: true, maxLength: SecondStepUseCase.maximumLength)
                    SubmitButton("Turn on")
                }
            case .newRecoveryCodes:
                P { "Authenticator codes are on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now." }
                UL(.id("recovery-codes"), .class("recovery-codes")) {
                    ForEach(model.recoveryCodes) { code in
                        LI { Code { code } }
                    }
                }
                if let seal = model.downloadSeal {
                    Form(action: AccountPaths.recoveryCodesDownload.location, method: .post) {
                        Input(type: .hidden, field: RecoveryCodesDownloadForm.CodingKeys.codes, .value(seal))
                        SubmitButton("Download as a text file")
                    }
                }
                Form(action: AccountPaths.newRecoveryCodes.location, method: .post) {
                    SubmitButton("Make new recovery codes", style: .secondary)
                }
                P { A(href: AccountPaths.settings.location) { "Back to settings" } }
            case .on:
                P { "Authenticator codes are on: signing in asks for a code after your password." }
                P(.id("recovery-codes-left")) { "Recovery codes left: \(model.recoveryCodesLeft)" }
                Form(action: AccountPaths.newRecoveryCodes.location, method: .post) {
                    SubmitButton("Make new recovery codes", style: .secondary)
                }
                H2("Turn off")
                Form(action: AccountPaths.turnOffAuthenticator.location, method: .post, .novalidate) {
                    TextField(
                        label: "Code from the app, or a recovery code", field: Field.code, autocomplete: .oneTimeCode,
                        error: model.codeError, required: true, maxLength: SecondStepUseCase.maximumLength)
                    SubmitButton("Turn off", style: .secondary)
                }
            }
        }
    }
}
