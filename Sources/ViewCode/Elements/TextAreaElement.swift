/// A `<textarea>` holding `text`, escaped. Named apart from the ``TextArea`` component, which
/// adds the label and the error message around it.
///
/// ```swift
/// TextAreaElement(name: "bio", text: bio, .id("field-bio"), .rows(5))
/// ```
public struct TextAreaElement: HTML, Sendable {
    @usableFromInline
    let attributes: HTMLAttributes
    @usableFromInline
    let text: String

    @inlinable
    public init(name: String, text: String = "", _ attributes: HTMLAttribute...) {
        self.init(name: name, text: text, attributes: attributes)
    }

    @inlinable
    public init(name: String, text: String = "", attributes: [HTMLAttribute]) {
        self.attributes = HTMLAttributes(.name(name), then: attributes)
        self.text = text
    }

    @inlinable
    public func render(into buffer: inout HTMLBuffer) {
        buffer.writeOpeningTag("textarea", attributes: attributes)
        // The parser drops one newline right after <textarea>; this one is the newline it
        // drops, so text that starts with a newline keeps it.
        buffer.write(byte: UInt8(ascii: "\n"))
        buffer.writeEscaped(text, context: .text)
        buffer.writeClosingTag("textarea")
    }
}
