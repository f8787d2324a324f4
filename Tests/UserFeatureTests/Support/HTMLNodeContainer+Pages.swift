import ScreenKitTesting
import Testing

extension HTMLNodeContainer {
    /// The input or textarea sent as `name`, or `nil` when the page has none.
    func input(named name: String) -> ParsedElement? {
        inputs.first { $0.attribute("name") == name }
    }

    /// The `<main>` element: the screen's own content, without the nav bar.
    var main: ParsedElement? {
        first("main")
    }

    /// Whether some link goes to `href`.
    func hasLink(to href: String) -> Bool {
        links.contains { $0.attribute("href") == href }
    }

    /// The text of the message a field's control points at with `aria-describedby`.
    func errorText(forField name: String) -> String? {
        input(named: name)?.attribute("aria-describedby").flatMap(element(id:))?.normalizedText
    }

    /// Checks what every screen promises: one `<h1>` and a label for every visible input.
    func expectOneHeadingAndLabelledInputs(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(elements(named: "h1").count == 1, sourceLocation: sourceLocation)
        for input in inputs where input.attribute("type") != "hidden" {
            let label = input.id.flatMap(labelText(for:))
            #expect(label?.isEmpty == false, "\(input.attributes) has no label", sourceLocation: sourceLocation)
        }
    }
}

extension ParsedElement {
    /// A textarea's value as a browser reads it: without the one newline after the tag.
    var textareaValue: String {
        let text = textContent
        return text.hasPrefix("\n") ? String(text.dropFirst()) : text
    }
}
