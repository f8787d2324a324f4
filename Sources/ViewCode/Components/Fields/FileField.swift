/// A labelled file input with its error message, for a form sent as
/// ``HTMLAttribute/multipartFormData``. Like ``SecureField`` it has no value: a browser never
/// lets a page fill one in.
///
/// ```swift
/// FileField(label: "Picture", field: AvatarForm.CodingKeys.avatar, accept: "image/png,image/jpeg",
///           error: model.avatarError, required: true)
/// ```
public struct FileField: HTML, Sendable {
    public let label: String
    public let name: String
    /// The types offered in the picker; the server still checks what arrives.
    public let accept: String?
    public let error: String?
    public let isRequired: Bool
    private let controlID: FieldControl.ID

    public init(label: String, name: String, accept: String? = nil, error: String? = nil, required: Bool = false, id: String? = nil) {
        self.label = label
        self.name = name
        self.accept = accept
        self.error = error
        self.isRequired = required
        self.controlID = FieldControl.ID(given: id, name: name)
    }

    /// A file input named by a form type's `CodingKeys`.
    public init(label: String, field: some CodingKey, accept: String? = nil, error: String? = nil, required: Bool = false, id: String? = nil) {
        self.init(label: label, name: field.stringValue, accept: accept, error: error, required: required, id: id)
    }

    public func render(into buffer: inout HTMLBuffer) {
        FieldFrame(id: controlID, label: label, error: error, control: Control(field: self)).render(into: &buffer)
    }

    private struct Control: HTML {
        let field: FileField

        func render(into buffer: inout HTMLBuffer) {
            buffer.write(#"<input type="file""#)
            buffer.writeAttribute("name", field.name)
            if let accept = field.accept {
                buffer.writeAttribute("accept", accept)
            }
            FieldControl(
                id: field.controlID, autocomplete: nil, isRequired: field.isRequired, minLength: nil, maxLength: nil,
                hasError: field.error != nil
            ).writeAttributes(into: &buffer)
            buffer.write(byte: UInt8(ascii: ">"))
        }
    }
}
