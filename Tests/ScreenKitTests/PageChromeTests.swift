@testable import ScreenKit
import Testing
import ViewCode

/// The parts of the shell rendered once at start are the bytes the components would write
/// for each page.
struct PageChromeTests {
    private let chrome = PageChrome(
        appName: "Test <App>", stylesheetPath: "/css/app.css", iconPath: "/favicon.svg",
        navigationLinks: [
            NavigationLink("Home", path: "/"),
            NavigationLink("Members", path: "/users", audience: .signedIn),
            NavigationLink("Sign in", path: "/login", audience: .signedOut),
            NavigationLink("Create an account", path: "/register", audience: .signedOut),
        ],
        homeLocation: "/", signOutLocation: "/logout")

    @Test(arguments: ["/", "/login", "/register", "/users", "/elsewhere", ""])
    func signedOutNavBarMatchesTheComponentOnEveryPage(current: String) {
        let written = NavBar(
            brand: "Test <App>", brandHref: "/", links: chrome.signedOutLinks, userName: nil, signOutAction: nil,
            currentHref: current)
        #expect(chrome.signedOutNavBar(current: current).renderedString() == written.renderedString())
    }

    @Test func signedOutNavBarMarksOnlyTheCurrentLink() {
        let html = chrome.signedOutNavBar(current: "/login").renderedString()
        let links = html.split(separator: "<li>").dropFirst()
        #expect(links.filter { $0.contains("aria-current") }.map { $0.contains(#"href="/login""#) } == [true])
        #expect(html.contains("Test &lt;App&gt;"))
    }

    @Test func headHoldsTheCharsetFirstThenTheStylesheetAndIcon() {
        let html = chrome.head.renderedString()
        #expect(html.hasPrefix(#"<meta charset="utf-8">"#))
        #expect(html.contains(#"<link rel="stylesheet" href="/css/app.css">"#))
        #expect(html.contains(#"<link rel="icon" href="/favicon.svg">"#))
    }
}
