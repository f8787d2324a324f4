import Testing
import ViewCode

/// Every public API that takes a string for the page, given the same markup. Only
/// `RawHTML(unsafe:)` may let it through.
private struct EverySlot: HTMLComponent {
    let payload: String

    var body: some HTML {
        Document(lang: payload) {
            Title(payload)
            Meta(name: payload, content: payload)
            Link(rel: payload, href: payload)
        } body: {
            NavBar(brand: payload, brandHref: payload,
                   links: [NavLink(title: payload, href: payload, isCurrent: true)],
                   userName: payload, signOutAction: payload)
            Main(.id(payload), .class(payload)) {
                FlashBanner(message: payload, kind: .error)
                H1(payload)
                Card(title: payload) { P { payload } }
                A(href: payload, .title(payload)) { payload }
                Img(src: payload, alt: payload)
                Time(datetime: payload) { payload }
                Form(action: payload, method: .post, .aria("label", payload), .data("x", payload)) {
                    TextField(label: payload, name: payload, value: payload, autocomplete: Autocomplete(rawValue: payload),
                              error: payload)
                    SecureField(label: payload, name: payload + "2", error: payload)
                    TextArea(label: payload, name: payload + "3", value: payload, error: payload)
                    Select(name: payload) { Option(payload, value: payload) }
                    Label(for: payload) { payload }
                    Input(type: .text, name: payload, .value(payload), .placeholder(payload), .custom(name: "x", value: payload))
                    TextAreaElement(name: payload, text: payload)
                    SubmitButton(payload)
                    LinkButton(payload, href: payload)
                }
                ForEach([payload]) { Text($0) }
                RawHTML(unsafe: payload)
            }
        }
    }
}

struct RawHTMLTests {
    @Test func rawHTMLIsWrittenExactly() {
        #expect(RawHTML(unsafe: #"<b class="x">&amp;</b>"#).renderedString() == #"<b class="x">&amp;</b>"#)
    }

    @Test func textWithTheSameMarkupIsEscaped() {
        #expect(Text("<b>").renderedString() == "&lt;b&gt;")
    }

    @Test(arguments: ["<marker>", "\"><marker x=\"", "'><marker x='"])
    func onlyRawHTMLLetsMarkupThrough(payload: String) {
        let html = EverySlot(payload: payload).renderedString(hiddenFormFields: [(payload, payload)])
        let occurrences = html.split(separator: "<marker", omittingEmptySubsequences: false).count - 1
        #expect(occurrences == 1)
    }

    @Test func theOneRawInsertionIsTheOnlyInjectedElement() {
        let markup = Markup(EverySlot(payload: "<marker>"))
        #expect(markup.elements(named: "marker").count == 1)
        #expect(markup.elements.last?.name == "marker")
    }
}
