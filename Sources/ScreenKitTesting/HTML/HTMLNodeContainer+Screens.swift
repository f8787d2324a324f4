public import Testing

/// What a screen's tests ask of its page: fields by name, their messages, the main content,
/// and the promises every screen keeps (one `<h1>`, a label for every input).
extension HTMLNodeContainer {
    /// The input, textarea or select sent as `name`, or `nil` when the page has none.
    public func input(named name: String) -> ParsedElement? {
        inputs.first { $0.attribute("name") == name }
    }

    /// The `<main>` element: the screen's own content, without the nav bar.
    public var main: ParsedElement? {
        first("main")
    }

    /// Whether some link goes to `href`.
    public func hasLink(to href: String) -> Bool {
        links.contains { $0.attribute("href") == href }
    }

    /// The text of the message a field's control points at with `aria-describedby`.
    public func errorText(forField name: String) -> String? {
        input(named: name)?.attribute("aria-describedby").flatMap(element(id:))?.normalizedText
    }

    /// Checks what every screen promises: one `<h1>` and a label for every visible input.
    public func expectOneHeadingAndLabelledInputs(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(elements(named: "h1").count == 1, sourceLocation: sourceLocation)
        for input in inputs where input.attribute("type") != "hidden" {
            let label = input.id.flatMap(labelText(for:))
            #expect(label?.isEmpty == false, "\(input.attributes) has no label", sourceLocation: sourceLocation)
        }
    }

    /// ``expectOneHeadingAndLabelledInputs(sourceLocation:)``, and one form of the page's own
    /// (the nav bar's sign-out form aside) that posts to `action`.
    public func expectAccessibleForm(action: String, signOutAction: String = "/logout", sourceLocation: SourceLocation = #_sourceLocation) {
        expectOneHeadingAndLabelledInputs(sourceLocation: sourceLocation)
        // A `hidden` form is one a script shows where it can work (a passkey's), not the page's.
        let pageForms = forms.filter { $0.attribute("action") != signOutAction && !$0.hasAttribute("hidden") }
        #expect(pageForms.count == 1, sourceLocation: sourceLocation)
        #expect(pageForms.first?.attribute("action") == action, sourceLocation: sourceLocation)
        #expect(pageForms.first?.attribute("method") == "post", sourceLocation: sourceLocation)
    }
}

extension ParsedElement {
    /// A textarea's value as a browser reads it: without the one newline after the tag.
    public var textareaValue: String {
        let text = textContent
        return text.hasPrefix("\n") ? String(text.dropFirst()) : text
    }
}
