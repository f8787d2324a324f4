/// A labelled password input with its error message.
///
/// It has no value parameter, so a password can never be written back into a page, not even
/// after a failed sign-in. Otherwise it is marked up like ``TextField``.
///
/// ```swift
/// SecureField(label: "Password", name: "password", autocomplete: .newPassword,
///             error: errors["password"], required: true, minLength: 8, maxLength: 128)
/// ```
public struct SecureField: HTML, Sendable {
    public let label: String
    public let name: String
    public let autocomplete: Autocomplete
    public let error: String?
    public let isRequired: Bool
    public let minLength: Int?
    public let maxLength: Int?
    private let controlID: FieldControl.ID

    /// The input's `id`, which the label's `for` names.
    public var id: String { controlID.text }

    /// - Parameters:
    ///   - autocomplete: `.currentPassword` to sign in, `.newPassword` to choose one.
    ///   - id: The input's `id`; `field-<name>` by default.
    public init(
        label: String,
        name: String,
        autocomplete: Autocomplete = .currentPassword,
        error: String? = nil,
        required: Bool = false,
        minLength: Int? = nil,
        maxLength: Int? = nil,
        id: String? = nil
    ) {
        self.label = label
        self.name = name
        self.autocomplete = autocomplete
        self.error = error
        self.isRequired = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.controlID = FieldControl.ID(given: id, name: name)
    }

    public func render(into buffer: inout HTMLBuffer) {
        FieldFrame(id: controlID, label: label, error: error, control: Control(field: self)).render(into: &buffer)
    }

    /// The `<input type="password">`, never with a value.
    private struct Control: HTML {
        let field: SecureField

        func render(into buffer: inout HTMLBuffer) {
            buffer.write(#"<input type="password""#)
            buffer.writeAttribute("name", field.name)
            FieldControl(
                id: field.controlID, autocomplete: field.autocomplete, isRequired: field.isRequired,
                minLength: field.minLength, maxLength: field.maxLength, hasError: field.error != nil
            ).writeAttributes(into: &buffer)
            buffer.write(byte: UInt8(ascii: ">"))
        }
    }
}
