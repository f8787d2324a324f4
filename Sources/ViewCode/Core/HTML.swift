/// A piece of HTML that writes itself into an ``HTMLBuffer``.
///
/// Everything the view layer produces conforms: text, elements, layout stacks, components
/// and whole documents. Rendering appends bytes to one buffer, so a page is built without
/// concatenating strings. Text is escaped on the way in; ``RawHTML`` is the only exception.
///
/// Most views are written as an ``HTMLComponent``; conform to `HTML` directly only for a
/// primitive that writes through other primitives:
///
/// ```swift
/// struct Greeting: HTML {
///     var name: String
///
///     func render(into buffer: inout HTMLBuffer) {
///         Text("Hello, ").render(into: &buffer)
///         Strong(name).render(into: &buffer)
///     }
/// }
/// ```
public protocol HTML {
    /// Appends this piece of HTML, escaped where it holds text, to `buffer`.
    func render(into buffer: inout HTMLBuffer)
}
