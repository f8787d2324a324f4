import ScreenKitTesting
import Testing

/// `script` and `style` keep their content as written; `textarea` and `title` decode it.
struct RawTextTests {
    @Test func scriptContentIsNotParsed() throws {
        let code = #"if (a < b && c > d) { el.innerHTML = "<div>&amp;</div>"; } <!-- x"#
        let document = try HTMLDocument.parse("<script>\(code)</script><p>after</p>")
        let script = try #require(document.first("script"))
        #expect(script.children == [.text(code)])
        #expect(document.childElements.map(\.name) == ["script", "p"])
    }

    @Test func styleContentIsNotParsed() throws {
        let css = #"a > b::before { content: "</p> &lt;"; }"#
        let document = try HTMLDocument.parse("<style>\(css)</style>")
        #expect(document.first("style")?.children == [.text(css)])
    }

    @Test(arguments: ["</script>", "</SCRIPT>", "</Script >", "</script\n>"])
    func closeTagMatchesInAnyCase(closeTag: String) throws {
        let document = try HTMLDocument.parse("<SCRIPT type=module>x()\(closeTag)")
        let script = try #require(document.first("script"))
        #expect(script.attribute("type") == "module")
        #expect(script.textContent == "x()")
    }

    @Test func onlyTheWholeCloseTagNameEndsTheScript() throws {
        let document = try HTMLDocument.parse("<script>a = '</scripts>'; b = '</scrip>'</script>")
        #expect(document.first("script")?.textContent == "a = '</scripts>'; b = '</scrip>'")
    }

    @Test func emptyScriptHasNoChildren() throws {
        let document = try HTMLDocument.parse(#"<script src="/app.js" defer></script>"#)
        let script = try #require(document.first("script"))
        #expect(script.children.isEmpty)
        #expect(script.hasAttribute("defer"))
    }

    @Test func textareaDecodesReferencesAndKeepsWhitespace() throws {
        let document = try HTMLDocument.parse(#"<textarea name="bio">  Tom &amp; Jerry &lt;3&#10;</textarea>"#)
        #expect(document.first("textarea")?.children == [.text("  Tom & Jerry <3\n")])
    }

    @Test func titleDecodesReferences() throws {
        let document = try HTMLDocument.parse("<title>Q&amp;A &lt;beta&gt;</title>")
        #expect(document.title == "Q&A <beta>")
    }

    @Test(arguments: [
        ("<textarea>a <b> c</textarea>", 12),
        ("<textarea>a</b></textarea>", 11),
        ("<title>x < y</title>", 9),
    ])
    func escapableRawTextRejectsALessThan(html: String, offset: Int) throws {
        let error = #expect(throws: HTMLParseError.self) { try HTMLDocument.parse(html) }
        #expect(error?.code == .unescapedLessThan)
        #expect(error?.offset == offset)
    }

    @Test(arguments: ["<script>alert(1)", "<style>p {}", "<textarea>draft", "<title>x</titl"])
    func rawTextWithoutItsCloseTagIsUnclosed(html: String) throws {
        let error = #expect(throws: HTMLParseError.self) { try HTMLDocument.parse("<div>" + html) }
        #expect(error?.code == .unclosedElement)
        #expect(error?.offset == 5)
    }
}
