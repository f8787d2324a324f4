/// A parsed HTML page or fragment: the top-level nodes and every query of ``HTMLNodeContainer``.
///
/// Parsing is strict on purpose. The server writes every closing tag and escapes every piece of
/// text, so whatever a browser would silently repair — an unclosed `<div>`, a stray `</span>`,
/// a bare `<` in text, a duplicate attribute — throws an ``HTMLParseError`` here instead.
/// A fragment (a component's output, with no doctype or `<html>`) parses just as a page does.
///
/// ```swift
/// let document = try HTMLDocument.parse(renderedPage)
/// #expect(document.doctype == "html")
/// #expect(document.elements(named: "h1").count == 1)
/// #expect(document.labelText(for: "email") == "Email")
/// ```
public struct HTMLDocument: HTMLNodeContainer, Hashable, Sendable {
    /// The top-level nodes: the doctype, comments, whitespace and usually one `<html>` element.
    public let children: [HTMLNode]

    public init(children: [HTMLNode]) {
        self.children = children
    }

    /// Parses `html`, failing on the first markup the server should never have written.
    ///
    /// - Parameter html: A whole page or a fragment.
    /// - Throws: ``HTMLParseError`` with the problem's ``HTMLParseError/Code`` and UTF-8 byte offset.
    public static func parse(_ html: String) throws(HTMLParseError) -> HTMLDocument {
        var parser = HTMLParser(html)
        return try parser.parse()
    }

    /// What `<!DOCTYPE …>` declared (`"html"`), or `nil` when there is no doctype.
    public var doctype: String? {
        for case .doctype(let doctype) in children { return doctype }
        return nil
    }

    /// The whitespace-collapsed text of the first `<title>`, or `nil` when there is none.
    public var title: String? {
        first("title")?.normalizedText
    }
}
