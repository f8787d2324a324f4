/// Anything with child nodes — a document or an element — and so the small DOM-like queries
/// that tests of rendered pages need.
///
/// Queries search descendants in document order and never include the container itself.
///
/// ```swift
/// let document = try HTMLDocument.parse(#"<main><h1>Users</h1><ul><li>Ada</li><li>Alan</li></ul></main>"#)
/// let list = try #require(document.first("ul"))
/// #expect(list.elements(named: "li").map(\.textContent) == ["Ada", "Alan"])
/// #expect(document.first("h1")?.textContent == "Users")
/// ```
public protocol HTMLNodeContainer: Sendable {
    /// The direct children, in document order.
    var children: [HTMLNode] { get }
}
