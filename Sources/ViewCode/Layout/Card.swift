/// A raised panel on the surface colour.
///
/// With a title it is a `<section class="card">` headed by an `<h2 class="card-title">`, so
/// it appears in the page's outline; without one it is a plain `<div class="card">`, because
/// a section without a heading means nothing to assistive technology.
///
/// ```swift
/// Card(title: "About") {
///     P(user.bio)
/// }
/// ```
public struct Card<Content: HTML>: HTML {
    @usableFromInline
    let title: String?
    @usableFromInline
    let content: Content

    @inlinable
    public init(title: String? = nil, @HTMLBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        if let title {
            buffer.write(#"<section class="card"><h2 class="card-title">"#)
            buffer.writeEscaped(title, context: .text)
            buffer.write("</h2>")
            content.render(into: &buffer)
            buffer.write("</section>")
        } else {
            buffer.write(#"<div class="card">"#)
            content.render(into: &buffer)
            buffer.write("</div>")
        }
    }
}

extension Card: Sendable where Content: Sendable {}
