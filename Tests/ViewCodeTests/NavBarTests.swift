import Testing
import ViewCode

struct NavBarTests {
    static let links = [
        NavLink(title: "Home", href: "/"),
        NavLink(title: "Profile", href: "/users/1", isCurrent: true),
    ]

    @Test func signedInShowsTheNameAndASignOutPostForm() throws {
        let markup = Markup(
            NavBar(brand: "ScreenKit", links: Self.links, userName: "Ada <Lovelace>", signOutAction: "/logout"),
            hiddenFormFields: [(name: "csrf_token", value: "abc")]
        )
        #expect(markup.text.contains("Signed in as Ada <Lovelace>"))
        // The stylesheet may cut a long name; its element keeps the whole of it.
        #expect(markup.elements(named: "span").first { $0["class"] == "navbar-user-name" }?["title"] == "Ada <Lovelace>")
        let form = try #require(markup.elements(named: "form").first)
        #expect(form["action"] == "/logout")
        #expect(form["method"] == "post")
        let hidden = markup.elements(named: "input")
        #expect(hidden.count == 1)
        #expect(hidden.first?["name"] == "csrf_token")
        #expect(hidden.first?["value"] == "abc")
        let button = try #require(markup.elements(named: "button").first)
        #expect(button["type"] == "submit")
        #expect(markup.text.hasSuffix("Sign out"))
    }

    /// The name is escaped once, for its `title`, and those bytes are copied for its text: a
    /// name with every character that needs escaping reads the same in both.
    @Test(arguments: [#"Ada "Countess" O'Brien & <Co>"#, "Ada", "&amp;"])
    func theNameReadsTheSameInItsTitleAndItsText(name: String) {
        for bar in [
            NavBar(brand: "S", userName: name, userHref: "/settings", signOutAction: "/logout"),
            NavBar(brand: "S", userName: name, signOutAction: nil),
        ] {
            let markup = Markup(bar, hiddenFormFields: [])
            let element = markup.elements(named: bar.userHref == nil ? "span" : "a").first { $0["class"] == "navbar-user-name" }
            #expect(element?["title"] == name)
            #expect(markup.text.contains("Signed in as \(name)"))
        }
    }

    @Test func signedOutShowsLinksOnly() {
        let markup = Markup(NavBar(brand: "ScreenKit", links: Self.links, userName: nil, signOutAction: "/logout"),
                            hiddenFormFields: [(name: "csrf_token", value: "abc")])
        #expect(markup.elements(named: "form").isEmpty)
        #expect(markup.elements(named: "button").isEmpty)
        #expect(!markup.text.contains("Signed in"))
        #expect(!markup.text.contains("Sign out"))
        #expect(markup.elements(named: "a").map { $0["href"] } == ["/", "/", "/users/1"])
    }

    @Test func aNameWithoutASignOutActionShowsNoForm() {
        let markup = Markup(NavBar(brand: "S", userName: "Ada", signOutAction: nil))
        #expect(markup.text.contains("Ada"))
        #expect(markup.elements(named: "form").isEmpty)
    }

    @Test func onlyTheCurrentLinkIsMarkedCurrent() {
        let markup = Markup(NavBar(brand: "S", links: Self.links, userName: nil, signOutAction: nil))
        let links = markup.elements(named: "a").filter { $0.classes.contains("navbar-link") }
        #expect(links.map { $0["aria-current"] } == [nil, "page"])
    }

    @Test func landmarkIsALabelledNavInsideAHeader() throws {
        let markup = Markup(NavBar(brand: "ScreenKit", brandHref: "/home", userName: nil, signOutAction: nil))
        #expect(markup.elements.map(\.name) == ["header", "nav", "a"])
        #expect(markup.elements[1]["aria-label"] == "Main")
        #expect(markup.elements[2]["href"] == "/home")
        #expect(markup.elements[2].classes == ["navbar-brand"])
        #expect(markup.elements(named: "ul").isEmpty)
    }

    @Test func navLinkAloneMarksTheCurrentPage() {
        #expect(NavLink(title: "Home", href: "/", isCurrent: true).renderedString()
            == #"<a href="/" class="navbar-link" aria-current="page">Home</a>"#)
        #expect(NavLink(title: "Home", href: "/").renderedString() == #"<a href="/" class="navbar-link">Home</a>"#)
    }
}

struct NavBarCurrentPageTests {
    @Test func theLinkToTheCurrentPathIsMarkedCurrent() {
        let html = NavBar(
            brand: "S", links: [NavLink(title: "Home", href: "/"), NavLink(title: "Members", href: "/users")],
            userName: nil, signOutAction: nil, currentHref: "/users"
        ).renderedString()
        #expect(html.contains(#"<a href="/users" class="navbar-link" aria-current="page">Members</a>"#))
        #expect(html.contains(#"<a href="/" class="navbar-link">Home</a>"#))
    }
}

struct TitlePiecesTests {
    @Test func piecesAreEscapedAndWrittenInOrder() {
        let appName = "S&K"
        #expect(Title { "Sign <in>"; " · "; appName }.renderedString() == "<title>Sign &lt;in&gt; · S&amp;K</title>")
    }
}
