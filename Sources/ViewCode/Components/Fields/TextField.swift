/// A labelled single-line input with its error message.
///
/// Renders `<div class="field">` holding a `<label for>` and an `<input>` with the same
/// `id` (`field-` + `name` unless given), then, when `error` is set, a ``FieldError`` that
/// the input points at with `aria-describedby` and `aria-invalid="true"`.
///
/// ```swift
/// TextField(label: "Email", name: "email", value: email, type: .email,
///           autocomplete: .email, error: errors["email"], required: true, maxLength: 254)
/// ```
public struct TextField: HTML, Sendable {
    public let label: String
    public let name: String
    public let value: String
    public let type: InputType
    public let autocomplete: Autocomplete?
    public let error: String?
    public let isRequired: Bool
    public let maxLength: Int?
    private let controlID: FieldControl.ID

    /// The input's `id`, which the label's `for` names.
    public var id: String { controlID.text }

    /// - Parameters:
    ///   - label: The visible name of the field.
    ///   - name: The form field name it is sent as.
    ///   - value: What the field shows, typically what the user sent last time.
    ///   - error: A message to show under the field; `nil` when the value is fine.
    ///   - id: The input's `id`; `field-<name>` by default. Set it when two forms on one
    ///     page have a field of the same name.
    public init(
        label: String,
        name: String,
        value: String = "",
        type: InputType = .text,
        autocomplete: Autocomplete? = nil,
        error: String? = nil,
        required: Bool = false,
        maxLength: Int? = nil,
        id: String? = nil
    ) {
        self.label = label
        self.name = name
        self.value = value
        self.type = type
        self.autocomplete = autocomplete
        self.error = error
        self.isRequired = required
        self.maxLength = maxLength
        self.controlID = FieldControl.ID(given: id, name: name)
    }

    public func render(into buffer: inout HTMLBuffer) {
        FieldFrame(id: controlID, label: label, error: error, control: Control(field: self)).render(into: &buffer)
    }

    /// The `<input>`: type, name and value (when there is one), then what every control carries.
    private struct Control: HTML {
        let field: TextField

        func render(into buffer: inout HTMLBuffer) {
            buffer.write("<input")
            buffer.writeAttribute("type", field.type.rawValue)
            buffer.writeAttribute("name", field.name)
            if !field.value.isEmpty {
                buffer.writeAttribute("value", field.value)
            }
            FieldControl(
                id: field.controlID, autocomplete: field.autocomplete, isRequired: field.isRequired,
                maxLength: field.maxLength, hasError: field.error != nil
            ).writeAttributes(into: &buffer)
            buffer.write(byte: UInt8(ascii: ">"))
        }
    }
}
