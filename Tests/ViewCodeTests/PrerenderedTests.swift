import Testing
import ViewCode

struct PrerenderedTests {
    @Test func rendersTheBytesItsContentWroteEscapedAsAlways() {
        let content = Div(.class("note")) { P("Ada's <script>") }
        let prerendered = Prerendered { Div(.class("note")) { P("Ada's <script>") } }
        #expect(prerendered.renderedString() == content.renderedString())
        #expect(prerendered.renderedString().contains("&lt;script&gt;"))
    }

    @Test func isTheSameOnEveryRenderAndBesideOtherContent() {
        let prerendered = Prerendered { Span("fixed") }
        let page = Div {
            prerendered
            Span("after")
            prerendered
        }
        #expect(page.renderedString() == "<div><span>fixed</span><span>after</span><span>fixed</span></div>")
    }

    @Test func postFormsInsideCarryEachRendersOwnHiddenFields() {
        let prerendered = Prerendered {
            Form(action: "/a", method: .post) { SubmitButton("A") }
            P("between")
            Form(action: "/b", method: .post) { SubmitButton("B") }
        }
        for token in ["first", "second"] {
            let fields = [(name: "csrf_token", value: token)]
            let expected = Div {
                Form(action: "/a", method: .post) { SubmitButton("A") }
                P("between")
                Form(action: "/b", method: .post) { SubmitButton("B") }
            }.renderedString(hiddenFormFields: fields)
            #expect("<div>" + prerendered.renderedString(hiddenFormFields: fields) + "</div>" == expected)
            #expect(expected.split(separator: "value=\"\(token)\"", omittingEmptySubsequences: false).count == 3)
        }
    }

    @Test func getFormsInsideCarryNoHiddenFields() {
        let prerendered = Prerendered { Form(action: "/search", method: .get) { SubmitButton("Go") } }
        #expect(!prerendered.renderedString(hiddenFormFields: [(name: "csrf_token", value: "secret")]).contains("secret"))
    }
}

@Suite("Prerendered, captured from a page")
struct PrerenderedCaptureTests {
    @Test func theCopyKeepsHolesWhereThisPagesFieldsWent() throws {
        let content = Div {
            P("Before <b>")
            Form(action: "/save", method: .post) { SubmitButton("Save") }
            P("After")
        }
        var page = HTMLBuffer()
        page.hiddenFormFields = HiddenFormFields(name: "csrf_token", value: "first")
        P("Intro").render(into: &page)
        let captured = try #require(Prerendered.capturing(content, into: &page, largest: 4096))
        let first = String(decoding: page.takeBytes(), as: UTF8.self)
        #expect(first == "<p>Intro</p>" + content.renderedString(hiddenFormFields: [(name: "csrf_token", value: "first")]))

        var next = HTMLBuffer()
        next.hiddenFormFields = HiddenFormFields(name: "csrf_token", value: "second")
        captured.render(into: &next)
        #expect(String(decoding: next.takeBytes(), as: UTF8.self)
            == content.renderedString(hiddenFormFields: [(name: "csrf_token", value: "second")]))
    }

    @Test func contentOverTheLimitIsRenderedButNotKept() {
        var page = HTMLBuffer()
        #expect(Prerendered.capturing(P("Too long for the limit"), into: &page, largest: 8) == nil)
        #expect(String(decoding: page.takeBytes(), as: UTF8.self) == "<p>Too long for the limit</p>")
    }
}
