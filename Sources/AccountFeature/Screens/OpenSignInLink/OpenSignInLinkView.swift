import ScreenKit
import ViewCode

/// The page a sign-in link opens: one button, or why the link no longer works.
struct OpenSignInLinkView: ScreenView {
    private typealias Field = OpenSignInLinkForm.CodingKeys

    let model: OpenSignInLinkViewModel

    func title(in language: Language) -> String { LinkText.openSignInTitle.text() }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1 { Localized(LinkText.openSignInTitle) }
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.linkInvalid {
                FlashBanner(message: LinkText.invalidLink.text(), kind: .error)
                P {
                    LinkButton(LinkText.askForNewLink.text(), href: AccountPaths.signInLink.location, style: .primary)
                }
            } else {
                P { Localized(LinkText.linkGoodForOneSignIn) }
                Form(action: AccountPaths.openSignInLink.location, method: .post) {
                    Input(type: .hidden, field: Field.token, .value(model.token))
                    Checkbox(label: AccountText.rememberMe.text(), field: Field.remember, checked: false)
                    SubmitButton(AccountText.signInButton.text())
                }
            }
        }
    }
}
