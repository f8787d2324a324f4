import Testing
@testable import ViewCode

@Suite("Page main")
struct PageMainTests {
    @Test func theFlashAreaIsAlwaysThereAndTheNoticeOnlyWhenGiven() {
        let plain = PageMain(flash: nil, notice: nil) { P("Hello") }.renderedString()
        #expect(plain == #"<main id="main" class="page"><div class="flash-area" aria-live="polite"></div><p>Hello</p></main>"#)
        let notice = Prerendered { P("Confirm") }
        let full = PageMain(flash: FlashBanner(message: "Saved <now>", kind: .success), notice: notice) { P("Hello") }
            .renderedString()
        #expect(full == #"<main id="main" class="page"><div class="flash-area" aria-live="polite">"#
            + #"<div class="flash flash-success" role="status">Saved &lt;now&gt;</div></div><p>Confirm</p><p>Hello</p></main>"#)
    }

    @Test func oneHiddenFieldNeedsNoArray() {
        let fields = HiddenFormFields(name: "csrf_token", value: "t")
        #expect(fields.first?.name == "csrf_token" && fields.rest.isEmpty)
    }
}
