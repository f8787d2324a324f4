/// Markup written exactly as given, without escaping.
///
/// The one way to emit unescaped HTML, named so every use is found by searching for
/// `RawHTML(unsafe:`. Pass only markup written by us, never anything a user sent or a
/// database returned.
public struct RawHTML: HTML, Sendable {
    @usableFromInline
    let markup: String

    /// - Parameter markup: HTML written by the program, inserted as it is.
    @inlinable
    public init(unsafe markup: String) {
        self.markup = markup
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeUnescaped(markup)
    }
}
