/// A field's error message, referenced by its control's `aria-describedby`.
///
/// It starts with a visible "Error:" (in the page's language) so the error does not rely on
/// colour alone, and is read out with the control when it takes focus.
///
/// ```swift
/// FieldError(id: "field-email-error", message: "Enter an email address.")
/// // <p class="field-error" id="field-email-error"><span class="field-error-prefix">Error:</span> Enter an email address.</p>
/// ```
public struct FieldError: HTML, Sendable {
    public let id: String
    public let message: String

    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }

    public func render(into buffer: inout HTMLBuffer) {
        Self.write(message: message, into: &buffer) { $0.writeEscaped(id, context: .attributeValue) }
    }

    /// Appends the message with the id `writeID` writes, so a field can compose its error's id
    /// without building a string.
    static func write(message: String, into buffer: inout HTMLBuffer, id writeID: (inout HTMLBuffer) -> Void) {
        buffer.write(#"<p class="field-error" id=""#)
        writeID(&buffer)
        buffer.write(#""><span class="field-error-prefix">"#)
        Localized(ComponentText.errorPrefix).render(into: &buffer)
        buffer.write("</span> ")
        buffer.writeEscaped(message, context: .text)
        buffer.write("</p>")
    }
}
