import ViewCode

/// The view of a status screen: what happened, in words, and a way back.
struct StatusView: HTMLComponent {
    let code: Int
    let heading: String
    let message: String

    var body: some HTML {
        Section(.class("status-screen")) {
            H1 { heading }
            P { message }
            P(.class("status-code")) { "Error \(code)" }
            LinkButton("Go to the home page", href: "/", style: .secondary)
        }
    }
}
