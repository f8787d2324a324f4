import ScreenKit

/// The page a confirmation link opens: the address and one button, or why the link no longer works.
struct ConfirmEmailView: ScreenView {
    private typealias Field = ConfirmEmailForm.CodingKeys

    let model: ConfirmEmailViewModel

    func title(in language: Language) -> String {
        model.cancel ? "Cancel the change of e-mail" : model.change ? "Confirm your new e-mail" : "Confirm your e-mail"
    }

    private var action: String {
        model.cancel
            ? AccountPaths.cancelEmailChange.location : model.change ? AccountPaths.confirmEmailChange.location : AccountPaths.confirmEmail.location
    }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { ScreenTitle(self) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.linkInvalid {
                FlashBanner(message: AccountMessages.invalidLink, kind: .error)
            } else {
                if model.cancel {
                    P {
                        "Keep the address your account has now. The change to "
                        Strong(model.email)
                        " will not happen, and the link sent there stops working."
                    }
                } else {
                    P {
                        model.change ? "Use this address to sign in from now on: " : "Confirm that this address is yours: "
                        Strong(model.email)
                    }
                }
                Form(action: action, method: .post) {
                    Input(type: .hidden, field: Field.token, .value(model.token))
                    SubmitButton(model.cancel ? "Cancel the change" : model.change ? "Use this address" : "Confirm my address")
                }
            }
        }
    }
}
