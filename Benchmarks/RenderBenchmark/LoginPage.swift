import ViewCode

/// The sign-in screen as the server renders it: the shell's head and nav bar (rendered once,
/// as the kit's shell does for a signed-out visitor) around the sign-in form, built from the
/// same components as the kit's page shell and the login view.
struct LoginPage: HTMLComponent {
    let navBar: Prerendered
    let email: String
    let next: String?

    /// As the kit's shell holds them: rendered once at start.
    static let head = Prerendered {
        Meta(charset: "utf-8")
        Meta(name: "viewport", content: "width=device-width, initial-scale=1")
        HTMLVoidElement<HTMLTag.link>(rel: "stylesheet", href: "/css/app.css")
        HTMLVoidElement<HTMLTag.link>(rel: "icon", href: "/favicon.ico")
    }

    static let sample = LoginPage(
        navBar: Prerendered {
            NavBar(
                brand: "ScreenKit", brandHref: "/",
                links: [NavLink(title: "Home", href: "/"), NavLink(title: "Sign in", href: "/login"),
                        NavLink(title: "Create account", href: "/register")],
                userName: nil, signOutAction: nil, currentHref: "/login")
        },
        email: "", next: nil)

    var body: some HTML {
        Document(lang: "en") {
            Self.head
            Title {
                "Sign in"
                " · "
                "ScreenKit"
            }
        } body: {
            navBar
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
