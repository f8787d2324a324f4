import ScreenKit
import ViewCode

/// The page a confirmation link opens: the address and one button, or why the link no longer works.
struct ConfirmEmailView: ScreenView {
    private typealias Field = ConfirmEmailForm.CodingKeys

    let model: ConfirmEmailViewModel

    func title(in language: Language) -> String {
        (model.cancel ? LinkText.cancelChangeTitle : model.change ? LinkText.confirmNewEmailTitle : LinkText.confirmEmailTitle)
            .text()
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
                FlashBanner(message: LinkText.invalidLink.text(), kind: .error)
            } else {
                if model.cancel {
                    P {
                        Localized(LinkText.cancelChangeBefore)
                        " "
                        Strong(model.email)
                        " "
                        Localized(LinkText.cancelChangeAfter)
                    }
                } else {
                    P {
                        Localized(model.change ? LinkText.useNewAddress : LinkText.confirmAddressIsYours)
                        " "
                        Strong(model.email)
                    }
                }
                Form(action: action, method: .post) {
                    Input(type: .hidden, field: Field.token, .value(model.token))
                    SubmitButton(
                        (model.cancel ? LinkText.cancelChangeButton : model.change ? LinkText.useAddressButton : LinkText.confirmAddressButton)
                            .text())
                }
            }
        }
    }
}
