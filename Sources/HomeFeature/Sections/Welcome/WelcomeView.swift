import ScreenKit

/// The welcome as view code: a heading of its own (the screen has the only `<h1>`), and for
/// a visitor the links to sign in or sign up.
struct WelcomeView: HTMLComponent {
    let model: WelcomeModel
    let signInPath: String
    let registerPath: String

    var body: some HTML {
        if model.signedIn {
            H2(model.message)
        } else {
            VStack(alignment: .leading, spacing: .small) {
                H2("New here?")
                P(model.message)
                HStack(spacing: .small, wraps: true) {
                    LinkButton("Sign in", href: signInPath, style: .primary)
                    LinkButton("Create an account", href: registerPath, style: .secondary)
                }
            }
        }
    }
}
