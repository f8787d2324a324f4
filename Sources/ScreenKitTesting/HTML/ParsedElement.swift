/// A parsed element: its lower-cased tag name, its attributes in source order and its children.
///
/// Every query of ``HTMLNodeContainer`` works on an element too, searching its descendants.
///
/// ```swift
/// let document = try HTMLDocument.parse(#"<a class="button primary" href="/users?page=2&amp;sort=name">Next</a>"#)
/// let link = try #require(document.first("a"))
/// #expect(link.attribute("href") == "/users?page=2&sort=name")
/// #expect(link.classes == ["button", "primary"])
/// #expect(link.textContent == "Next")
/// ```
public struct ParsedElement: HTMLNodeContainer, Hashable, Sendable {
    /// Lower-cased: `<DIV>` is `"div"`.
    public let name: String
    /// In the order they were written; names are unique within an element.
    public let attributes: [ParsedAttribute]
    public let children: [HTMLNode]

    public init(name: String, attributes: [ParsedAttribute] = [], children: [HTMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The decoded value of the attribute `name` (compared case-insensitively), `""` for a
    /// boolean attribute, or `nil` when the element does not have it.
    public func attribute(_ name: String) -> String? {
        let name = name.lowercased()
        return attributes.first { $0.name == name }?.value
    }

    /// Whether the element has the attribute `name`, with or without a value.
    public func hasAttribute(_ name: String) -> Bool {
        attribute(name) != nil
    }

    /// The `id` attribute.
    public var id: String? {
        attribute("id")
    }

    /// The words of the `class` attribute, in order; empty when there is none.
    public var classes: [String] {
        (attribute("class") ?? "").split(whereSeparator: HTMLSyntax.isWhitespace).map(String.init)
    }
}
