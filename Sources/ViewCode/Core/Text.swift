/// Text, escaped when rendered: `<`, `>` and `&` can never start markup.
///
/// A `String` statement in an ``HTMLBuilder`` block becomes `Text`, so writing
/// `P { user.name }` is already safe.
public struct Text: HTML, Sendable {
    /// The text as given, before escaping.
    public let content: String

    @inlinable
    public init(_ content: String) {
        self.content = content
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeEscaped(content, context: .text)
    }
}
