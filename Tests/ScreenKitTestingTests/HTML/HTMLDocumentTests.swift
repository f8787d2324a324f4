import ScreenKitTesting
import Testing

/// A page shaped like the ones the server renders, checked through queries.
struct HTMLDocumentTests {
    static let signInPage = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <title>Sign in &middot; ScreenKit</title>
          <link rel="stylesheet" href="/assets/app.css">
          <style>.stack > * + * { margin-top: 1rem; }</style>
        </head>
        <body class="page  page--narrow">
          <!-- navigation -->
          <nav aria-label="Main">
            <a href="/">Home</a>
            <a href="/users?page=2&amp;sort=name">Users</a>
            <a aria-disabled="true">Admin</a>
          </nav>
          <main id="content">
            <h1>Sign in</h1>
            <p role="alert" class="flash flash--error">Wrong email &amp; password &mdash; try again.</p>
            <form method="post" action="/login" novalidate>
              <input type="hidden" name="csrf" value="a1&#x2F;b2">
              <label for="email">Email</label>
              <input id="email" name="email" type="email" value="o&#39;brien@example.com" required autocomplete=email>
              <label for="password">Password</label>
              <input id="password" name="password" type="password" required>
              <label><input type="checkbox" name="remember" id="remember" checked/> Keep me signed in</label>
              <button type="submit" class='button button--primary'>
                <svg aria-hidden="true" viewBox="0 0 16 16"><path d="M1 8h14"/></svg>
                Sign in
              </button>
            </form>
          </main>
          <footer><p>&copy; 2025 ScreenKit<br>All rights reserved.</p></footer>
          <script>document.querySelector("form").addEventListener("submit", e => { if (1 < 2) {} });</script>
        </body>
        </html>
        """

    @Test func parsesThePageIntoATree() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        #expect(document.doctype == "html")
        #expect(document.childElements.map(\.name) == ["html"])
        let html = try #require(document.first("html"))
        #expect(html.attribute("lang") == "en")
        #expect(html.childElements.map(\.name) == ["head", "body"])
        let head = try #require(html.first("head"))
        #expect(head.childElements.map(\.name) == ["meta", "meta", "title", "link", "style"])
        let body = try #require(html.first("body"))
        #expect(body.childElements.map(\.name) == ["nav", "main", "footer", "script"])
        #expect(body.children.contains(.comment(" navigation ")))
    }

    @Test func headHoldsTitleAndMetadata() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        #expect(document.title == "Sign in · ScreenKit")
        #expect(document.first("meta")?.attribute("charset") == "utf-8")
        #expect(document.first { $0.attribute("name") == "viewport" }?.attribute("content") == "width=device-width, initial-scale=1")
        #expect(document.first("style")?.textContent == ".stack > * + * { margin-top: 1rem; }")
    }

    @Test func hasOneHeadingAndAnEscapedFlash() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        #expect(document.elements(named: "h1").map(\.normalizedText) == ["Sign in"])
        let alert = try #require(document.first { $0.attribute("role") == "alert" })
        #expect(alert.classes == ["flash", "flash--error"])
        #expect(alert.textContent == "Wrong email & password — try again.")
    }

    @Test func linksAndLandmarks() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        #expect(document.links.map { $0.attribute("href") } == ["/", "/users?page=2&sort=name"])
        #expect(document.links.map(\.normalizedText) == ["Home", "Users"])
        #expect(document.first("nav")?.attribute("aria-label") == "Main")
        #expect(document.element(id: "content")?.name == "main")
        #expect(document.first("body")?.classes == ["page", "page--narrow"])
    }

    @Test func formControlsAreLabelled() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        let form = try #require(document.forms.first)
        #expect(document.forms.count == 1)
        #expect(form.attribute("method") == "post")
        #expect(form.hasAttribute("novalidate"))
        #expect(form.inputs.map { $0.attribute("name") } == ["csrf", "email", "password", "remember"])
        #expect(form.first { $0.attribute("name") == "csrf" }?.attribute("value") == "a1/b2")
        for input in form.inputs where input.attribute("type") != "hidden" {
            let id = try #require(input.id)
            #expect(document.label(for: id) != nil, "no label for #\(id)")
        }
        #expect(document.labelText(for: "email") == "Email")
        #expect(document.labelText(for: "remember") == "Keep me signed in")
        let email = try #require(document.element(id: "email"))
        #expect(email.attribute("value") == "o'brien@example.com")
        #expect(email.attribute("autocomplete") == "email")
        #expect(email.hasAttribute("required"))
    }

    @Test func inlineSVGAndButtonText() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        let button = try #require(document.first("button"))
        #expect(button.classes == ["button", "button--primary"])
        #expect(button.normalizedText == "Sign in")
        let svg = try #require(button.first("svg"))
        #expect(svg.attribute("viewBox") == "0 0 16 16")
        #expect(svg.childElements == [ParsedElement(name: "path", attributes: [ParsedAttribute(name: "d", value: "M1 8h14")])])
    }

    @Test func footerAndScript() throws {
        let document = try HTMLDocument.parse(Self.signInPage)
        let footer = try #require(document.first("footer"))
        #expect(footer.normalizedText == "© 2025 ScreenKitAll rights reserved.")
        #expect(footer.first("p")?.childElements.map(\.name) == ["br"])
        let script = try #require(document.first("script"))
        #expect(script.childElements.isEmpty)
        #expect(script.textContent.contains("if (1 < 2) {}"))
    }

    @Test func fragmentsParseWithoutADoctype() throws {
        let document = try HTMLDocument.parse(#"<li class="user"><a href="/users/1">Ada</a></li><li class="user"><a href="/users/2">Alan</a></li>"#)
        #expect(document.doctype == nil)
        #expect(document.title == nil)
        #expect(document.childElements.count == 2)
        #expect(document.links.map(\.textContent) == ["Ada", "Alan"])
    }

    @Test func emptyInputIsAnEmptyDocument() throws {
        #expect(try HTMLDocument.parse("") == HTMLDocument(children: []))
        #expect(try HTMLDocument.parse("  \n").children == [.text("  \n")])
    }

    @Test func doctypeMayFollowWhitespaceAndComments() throws {
        let document = try HTMLDocument.parse("\n<!-- generated -->\n<!doctype HTML>\n<p>x</p>")
        #expect(document.doctype == "HTML")
        #expect(document.first("p")?.textContent == "x")
    }
}
