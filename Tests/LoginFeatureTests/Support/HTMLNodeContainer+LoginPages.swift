import ScreenKitTesting
import Testing

extension HTMLNodeContainer {
    /// The input sent as `name`, or `nil` when the page has none.
    func input(named name: String) -> ParsedElement? {
        inputs.first { $0.attribute("name") == name }
    }

    /// Checks what every screen promises: one `<h1>`, a label for every visible input, and
    /// forms that post to `action`.
    func expectAccessibleForm(action: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(elements(named: "h1").count == 1, sourceLocation: sourceLocation)
        for input in inputs where input.attribute("type") != "hidden" {
            let label = input.id.flatMap(labelText(for:))
            #expect(label?.isEmpty == false, "\(input.attributes) has no label", sourceLocation: sourceLocation)
        }
        let pageForms = forms.filter { $0.attribute("action") != "/logout" }
        #expect(pageForms.count == 1, sourceLocation: sourceLocation)
        #expect(pageForms.first?.attribute("action") == action, sourceLocation: sourceLocation)
        #expect(pageForms.first?.attribute("method") == "post", sourceLocation: sourceLocation)
    }
}
