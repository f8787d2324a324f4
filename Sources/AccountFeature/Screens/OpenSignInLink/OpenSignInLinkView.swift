import ScreenKit

/// The page a sign-in link opens: one button, or why the link no longer works.
struct OpenSignInLinkView: ScreenView {
    private typealias Field = OpenSignInLinkForm.CodingKeys

    let model: OpenSignInLinkViewModel

    func title(in language: Language) -> String { "Sign in" }

    var body: some HTML {
        VStack(alignment: .stretch, spacing: .large) {
            H1("Sign in")
            if let error = model.error {
                FlashBanner(message: error, kind: .error)
            }
            if model.linkInvalid {
                FlashBanner(message: AccountMessages.invalidLink, kind: .error)
                P {
                    LinkButton("Ask for a new link", href: AccountPaths.signInLink.location, style: .primary)
                }
            } else {
                P { "Your link is good for one sign-in on this device." }
                Form(action: AccountPaths.openSignInLink.location, method: .post) {
                    Input(type: .hidden, field: Field.token, .value(model.token))
                    Checkbox(label: "Remember me on this device", field: Field.remember, checked: false)
                    SubmitButton("Sign in")
                }
            }
        }
    }
}
