extension HTMLNodeContainer {
    /// The label of the control whose `id` is `id`: a `<label for="id">`, or else a `<label>`
    /// that wraps the control.
    ///
    /// ```swift
    /// let document = try HTMLDocument.parse(#"<label for="email">Email</label><input id="email" type="email">"#)
    /// #expect(document.label(for: "email")?.normalizedText == "Email")
    /// ```
    public func label(for id: String) -> ParsedElement? {
        first { $0.name == "label" && $0.attribute("for") == id }
            ?? first { $0.name == "label" && $0.element(id: id) != nil }
    }

    /// The whitespace-collapsed text of ``label(for:)``, or `nil` when the control has no label.
    public func labelText(for id: String) -> String? {
        label(for: id)?.normalizedText
    }

    /// Every `<input>`, `<textarea>` and `<select>`, hidden inputs included.
    ///
    /// ```swift
    /// for input in document.inputs where input.attribute("type") != "hidden" {
    ///     #expect(input.id.flatMap(document.label(for:)) != nil, "\(input.attributes) has no label")
    /// }
    /// ```
    public var inputs: [ParsedElement] {
        elements { ["input", "textarea", "select"].contains($0.name) }
    }

    /// Every `<form>`.
    public var forms: [ParsedElement] {
        elements(named: "form")
    }

    /// Every `<a>` that has an `href`.
    public var links: [ParsedElement] {
        elements { $0.name == "a" && $0.hasAttribute("href") }
    }
}
