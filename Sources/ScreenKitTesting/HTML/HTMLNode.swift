/// One node of a parsed HTML tree: the doctype, an element, a run of text or a comment.
///
/// Text is stored entity-decoded, the way a browser shows it; comments and the doctype keep
/// what was written between their delimiters.
///
/// ```swift
/// let document = try HTMLDocument.parse("<p>Fish &amp; chips<!-- menu --></p>")
/// let paragraph = try #require(document.first("p"))
/// #expect(paragraph.children == [.text("Fish & chips"), .comment(" menu ")])
/// ```
public enum HTMLNode: Hashable, Sendable {
    /// `<!DOCTYPE html>` holds `"html"`.
    case doctype(String)
    case element(ParsedElement)
    /// Decoded text; never empty.
    case text(String)
    /// What was written between `<!--` and `-->`.
    case comment(String)

    /// The element this node holds, or `nil` for any other kind of node.
    public var element: ParsedElement? {
        if case .element(let element) = self { element } else { nil }
    }

    /// The decoded text this node holds, or `nil` for any other kind of node.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }
}
