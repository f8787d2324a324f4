/// The button that sends its form: `<button type="submit" class="button primary">`.
///
/// ```swift
/// SubmitButton("Save profile")
/// SubmitButton("Sign out", style: .secondary)
/// ```
public struct SubmitButton: HTML, Sendable {
    public let title: String
    public let style: ButtonStyle

    public init(_ title: String, style: ButtonStyle = .primary) {
        self.title = title
        self.style = style
    }

    public func render(into buffer: inout HTMLBuffer) {
        buffer.write(#"<button type="submit""#)
        buffer.writeAttribute("class", style.className)
        buffer.write(byte: UInt8(ascii: ">"))
        buffer.writeEscaped(title, context: .text)
        buffer.write("</button>")
    }
}
