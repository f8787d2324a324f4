/// One attribute of a parsed element: a lower-cased name and its entity-decoded value.
///
/// A boolean attribute written without a value (`<input required>`) has the empty string as
/// its value, as in the DOM.
///
/// ```swift
/// let document = try HTMLDocument.parse(#"<input name="q" required>"#)
/// let input = try #require(document.first("input"))
/// #expect(input.attributes == [ParsedAttribute(name: "name", value: "q"), ParsedAttribute(name: "required", value: "")])
/// ```
public struct ParsedAttribute: Hashable, Sendable {
    /// Lower-cased, as HTML attribute names are case-insensitive.
    public let name: String
    /// Entity-decoded; `""` for a boolean attribute.
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
