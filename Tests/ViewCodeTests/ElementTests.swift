import Testing
import ViewCode

struct ElementTests {
    @Test func voidElementsHaveNoClosingTag() {
        #expect(Input(type: .email, name: "email", .required).renderedString() == #"<input type="email" name="email" required>"#)
        #expect(Img(src: "/a.png", alt: "A").renderedString() == #"<img src="/a.png" alt="A">"#)
        #expect(Meta(name: "description", content: "Hi").renderedString() == #"<meta name="description" content="Hi">"#)
        #expect(Meta(charset: "utf-8").renderedString() == #"<meta charset="utf-8">"#)
        #expect(Link(rel: "stylesheet", href: "/css/app.css").renderedString() == #"<link rel="stylesheet" href="/css/app.css">"#)
    }

    @Test func aScriptIsAFileRunAfterThePageIsParsed() {
        #expect(Script(src: "/js/passkeys.js").renderedString() == #"<script src="/js/passkeys.js" defer></script>"#)
        #expect(Script(src: "javascript:alert(1)").renderedString() == #"<script src="about:invalid#blocked" defer></script>"#)
    }

    @Test func voidElementsInsideContentCloseNothing() {
        let markup = Markup(Div { Input(type: .text, name: "q"); Img(src: "/a.png", alt: "") })
        #expect(markup.elements.map(\.name) == ["div", "input", "img"])
        #expect(markup.closingTags == ["div"])
    }

    static let containers: [(html: String, tag: String)] = [
        (Header { "x" }.renderedString(), "header"),
        (Nav { "x" }.renderedString(), "nav"),
        (Main { "x" }.renderedString(), "main"),
        (Footer { "x" }.renderedString(), "footer"),
        (Section { "x" }.renderedString(), "section"),
        (Article { "x" }.renderedString(), "article"),
        (Div { "x" }.renderedString(), "div"),
        (H1 { "x" }.renderedString(), "h1"),
        (H2 { "x" }.renderedString(), "h2"),
        (H3 { "x" }.renderedString(), "h3"),
        (P { "x" }.renderedString(), "p"),
        (Span { "x" }.renderedString(), "span"),
        (Strong { "x" }.renderedString(), "strong"),
        (Em { "x" }.renderedString(), "em"),
        (Small { "x" }.renderedString(), "small"),
        (UL { "x" }.renderedString(), "ul"),
        (OL { "x" }.renderedString(), "ol"),
        (LI { "x" }.renderedString(), "li"),
        (DL { "x" }.renderedString(), "dl"),
        (DT { "x" }.renderedString(), "dt"),
        (DD { "x" }.renderedString(), "dd"),
        (Fieldset { "x" }.renderedString(), "fieldset"),
        (Legend { "x" }.renderedString(), "legend"),
        (Table { "x" }.renderedString(), "table"),
        (Caption { "x" }.renderedString(), "caption"),
        (THead { "x" }.renderedString(), "thead"),
        (TBody { "x" }.renderedString(), "tbody"),
        (TFoot { "x" }.renderedString(), "tfoot"),
        (TR { "x" }.renderedString(), "tr"),
        (TH { "x" }.renderedString(), "th"),
        (TD { "x" }.renderedString(), "td"),
        (Title("x").renderedString(), "title"),
    ]

    @Test(arguments: containers)
    func elementsWriteTheirTag(html: String, tag: String) {
        #expect(html == "<\(tag)>x</\(tag)>")
    }

    @Test func typedInitializersSetTheirAttributesFirst() {
        #expect(A(href: "/users/1", .class("u")) { "Ada" }.renderedString() == #"<a href="/users/1" class="u">Ada</a>"#)
        #expect(Label(for: "field-email") { "Email" }.renderedString() == #"<label for="field-email">Email</label>"#)
        #expect(Button(type: .button) { "Go" }.renderedString() == #"<button type="button">Go</button>"#)
        #expect(Time(datetime: "2025-03-01") { "1 March" }.renderedString() == #"<time datetime="2025-03-01">1 March</time>"#)
        #expect(TH("Name", .scope(.column)).renderedString() == #"<th scope="col">Name</th>"#)
    }

    @Test func selectAndOptionsMarkTheChoice() {
        let html = Select(name: "role") {
            Option("Admin", value: "admin")
            Option("Member <default>", value: "member", isSelected: true)
        }
        #expect(html.renderedString() == #"""
            <select name="role"><option value="admin">Admin</option>\#
            <option value="member" selected>Member &lt;default&gt;</option></select>
            """#)
    }

    @Test func textAreaElementEscapesItsTextAndKeepsALeadingNewline() {
        let html = TextAreaElement(name: "bio", text: "\nline</textarea><script>", .rows(3))
        #expect(html.renderedString() == "<textarea name=\"bio\" rows=\"3\">\n\nline&lt;/textarea&gt;&lt;script&gt;</textarea>")
    }

    @Test func titleEscapesItsText() {
        #expect(Title("</title><script>").renderedString() == "<title>&lt;/title&gt;&lt;script&gt;</title>")
    }

    @Test func documentWritesTheShell() {
        let html = Document(lang: "pt-BR") {
            Title("Home")
        } body: {
            Main { H1("Hi") }
        }
        #expect(html.renderedString() == """
            <!DOCTYPE html><html lang="pt-BR"><head><title>Home</title></head>\
            <body><main><h1>Hi</h1></main></body></html>
            """)
    }

    @Test func documentLanguageDefaultsToEnglish() {
        #expect(Document { EmptyHTML() } body: { EmptyHTML() }.renderedString().hasPrefix(#"<!DOCTYPE html><html lang="en">"#))
    }

    @Test func attributeArraysMatchVariadics() {
        let attributes: [HTMLAttribute] = [.id("a"), .class("b")]
        #expect(Div(attributes: attributes) { "x" }.renderedString() == Div(.id("a"), .class("b")) { "x" }.renderedString())
        #expect(Input(attributes: attributes).renderedString() == #"<input id="a" class="b">"#)
    }
}
