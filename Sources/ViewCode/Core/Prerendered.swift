/// Markup rendered once, when the value is made, and copied into every page after: for
/// structure that stays the same while the server runs, such as a page's `<head>` or the nav
/// bar a signed-out visitor sees.
///
/// ```swift
/// let head = Prerendered {
///     Meta(charset: "utf-8")
///     Link(rel: "stylesheet", href: "/css/app.css")
/// }
/// ```
///
/// It holds what the DSL wrote, escaped as always; it is not a way around escaping (that is
/// ``RawHTML``). Made before any request, it carries no request's data: a POST ``Form`` inside
/// would be rendered without the page's hidden fields, so keep forms out of it.
public struct Prerendered: HTML, Sendable {
    @usableFromInline
    let bytes: [UInt8]

    public init(@HTMLBuilder _ content: () -> some HTML) {
        bytes = content().renderedBytes()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        bytes.withUnsafeBufferPointer { buffer.append($0) }
    }
}
