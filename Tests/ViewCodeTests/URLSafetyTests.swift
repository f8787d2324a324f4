import Testing
import ViewCode

struct URLSafetyTests {
    static let blocked = "about:invalid#blocked"

    @Test(arguments: [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        "  javascript:alert(1)",
        "\u{1}javascript:alert(1)",
        "java\tscript:alert(1)",
        "java\nscript:alert(1)",
        "vbscript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>",
        "DATA:text/html;base64,PHNjcmlwdD4=",
    ])
    func scriptURLsAreReplacedInEveryURLAttribute(url: String) throws {
        #expect(Markup(A(href: url) { "x" }).elements.first?["href"] == Self.blocked)
        #expect(Markup(Img(src: url, alt: "")).elements.first?["src"] == Self.blocked)
        #expect(Markup(Form(action: url, method: .get) {}).elements.first?["action"] == Self.blocked)
        #expect(Markup(Div(.custom(name: "href", value: url))).elements.first?["href"] == Self.blocked)
        #expect(Markup(LinkButton("x", href: url)).elements.first?["href"] == Self.blocked)
    }

    @Test(arguments: [
        "/users/1",
        "/users/1?tab=bio&sort=asc",
        "https://example.com/javascript:alert",
        "mailto:ada@example.com",
        "#main",
        "relative/path:with-colon",
        "./javascript:alert(1)",
        "",
        "?q=data:x",
        "javascripts:x",
    ])
    func ordinaryURLsAreKeptAndEscaped(url: String) {
        #expect(Markup(A(href: url) { "x" }).elements.first?["href"] == url)
    }
}
