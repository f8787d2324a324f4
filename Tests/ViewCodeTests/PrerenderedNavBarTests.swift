import Testing
import ViewCode

/// The bar rendered once per page writes, on every page, the bytes ``NavBar`` writes.
struct PrerenderedNavBarTests {
    private let links = [
        NavLink(title: "Home", href: "/"),
        NavLink(title: "Members", href: "/users"),
        NavLink(title: "Help", href: "/help", isCurrent: true),
    ]
    private let hidden = [(name: "csrf_token", value: "t0k3n\"<")]

    @Test(arguments: ["/", "/users", "/help", "/elsewhere", nil] as [String?])
    func writesWhatNavBarWritesForAVisitorAndForAMember(current: String?) {
        let bar = PrerenderedNavBar(brand: "Brand & Co", brandHref: "/home", links: links, signOutAction: "/logout")
        for userName in [nil, "Ada <Lovelace>"] as [String?] {
            let expected = NavBar(
                brand: "Brand & Co", brandHref: "/home", links: links, userName: userName,
                signOutAction: "/logout", currentHref: current
            ).renderedString(hiddenFormFields: hidden)
            var buffer = HTMLBuffer()
            buffer.hiddenFormFields = HiddenFormFields(hidden)
            bar.render(into: &buffer, currentHref: current, userName: userName)
            #expect(String(decoding: buffer.takeBytes(), as: UTF8.self) == expected, "\(current ?? "nil"), \(userName ?? "nil")")
        }
    }

    @Test func eachPageGetsItsOwnHiddenFields() {
        let bar = PrerenderedNavBar(brand: "B", links: links, signOutAction: "/logout")
        for token in ["first", "second"] {
            var buffer = HTMLBuffer()
            buffer.hiddenFormFields = [(name: "csrf_token", value: token)]
            bar.render(into: &buffer, currentHref: "/", userName: "Ada")
            let html = String(decoding: buffer.takeBytes(), as: UTF8.self)
            #expect(html.contains(#"value="\#(token)""#))
        }
    }
}
