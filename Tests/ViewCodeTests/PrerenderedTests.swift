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
