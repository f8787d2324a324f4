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

    @Test func formsInsideCarryNoRequestsHiddenFields() {
        let prerendered = Prerendered { Form(action: "/search", method: .get) { SubmitButton("Go") } }
        let html = prerendered.renderedString(hiddenFormFields: [(name: "csrf_token", value: "secret")])
        #expect(!html.contains("secret"))
    }
}
