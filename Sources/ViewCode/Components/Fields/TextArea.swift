/// A labelled multi-line text input with its error message, marked up like ``TextField``.
///
/// ```swift
/// TextArea(label: "Bio", name: "bio", value: bio, error: errors["bio"], maxLength: 1000)
/// ```
public struct TextArea: HTML, Sendable {
    public let label: String
    public let name: String
    public let value: String
    public let error: String?
    public let isRequired: Bool
    public let maxLength: Int?
    public let rows: Int
    private let controlID: FieldControl.ID

    /// The text area's `id`, which the label's `for` names.
    public var id: String { controlID.text }

    /// - Parameters:
    ///   - rows: The visible height in lines.
    ///   - id: The textarea's `id`; `field-<name>` by default.
    public init(
        label: String,
        name: String,
        value: String = "",
        error: String? = nil,
        required: Bool = false,
        maxLength: Int? = nil,
        rows: Int = 4,
        id: String? = nil
    ) {
        self.label = label
        self.name = name
        self.value = value
        self.error = error
        self.isRequired = required
        self.maxLength = maxLength
        self.rows = rows
        self.controlID = FieldControl.ID(given: id, name: name)
    }

    public func render(into buffer: inout HTMLBuffer) {
        FieldFrame(id: controlID, label: label, error: error, control: Control(field: self)).render(into: &buffer)
    }

    /// The `<textarea>`: name and rows, then what every control carries, then the text.
    private struct Control: HTML {
        let field: TextArea

        func render(into buffer: inout HTMLBuffer) {
            buffer.write("<textarea")
            buffer.writeAttribute("name", field.name)
            buffer.write(#" rows=""#)
            buffer.write(decimal: field.rows)
            buffer.write(byte: UInt8(ascii: "\""))
            FieldControl(
                id: field.controlID, autocomplete: nil, isRequired: field.isRequired,
                maxLength: field.maxLength, hasError: field.error != nil
            ).writeAttributes(into: &buffer)
            buffer.write(byte: UInt8(ascii: ">"))
            // The parser drops one newline right after <textarea>; this one is the newline it
            // drops, so text that starts with a newline keeps it.
            buffer.write(byte: UInt8(ascii: "\n"))
            buffer.writeEscaped(field.value, context: .text)
            buffer.write("</textarea>")
        }
    }
}
