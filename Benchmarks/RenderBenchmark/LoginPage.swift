import ViewCode

/// The sign-in screen as the server renders it: the shell's head and nav bar around the
/// sign-in form, built from the same components as the kit's page shell and the login view.
struct LoginPage: HTMLComponent {
    let links: [NavLink]
    let currentPath: String
    let email: String
    let next: String?

    static let sample = LoginPage(
        links: [NavLink(title: "Home", href: "/"), NavLink(title: "Sign in", href: "/login"),
                NavLink(title: "Create account", href: "/register")],
        currentPath: "/login", email: "", next: nil)

    var body: some HTML {
        Document(lang: "en") {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Title {
                "Sign in"
                " · "
                "ScreenKit"
            }
            HTMLVoidElement<HTMLTag.link>(rel: "stylesheet", href: "/css/app.css")
            HTMLVoidElement<HTMLTag.link>(rel: "icon", href: "/favicon.ico")
        } body: {
            NavBar(
                brand: "ScreenKit", brandHref: "/",
                links: links, userName: nil, signOutAction: nil, currentHref: currentPath)
            Main(.id("main"), .class("page")) {
                Div(.class("flash-area"), .aria("live", "polite")) {}
                VStack(alignment: .stretch, spacing: .large) {
                    H1("Sign in")
                    Form(action: "/login", method: .post) {
                        Input(type: .hidden, name: "next", .value(next ?? ""))
                        TextField(
                            label: "Email", name: "email", value: email, type: .email,
                            autocomplete: .email, required: true, maxLength: 254)
                        SecureField(label: "Password", name: "password", autocomplete: .currentPassword, required: true)
                        SubmitButton("Sign in")
                    }
                    P {
                        "New here? "
                        A(href: "/register") { "Create an account" }
                    }
                }
            }
        }
    }
}
