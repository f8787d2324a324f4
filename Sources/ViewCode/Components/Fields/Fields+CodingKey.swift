/// Field components named by a form type's `CodingKeys`, so the view, the decoded form and the
/// presenter share one spelling of each field name and a typo does not compile.
///
/// ```swift
/// struct EditUserForm: Decodable {
///     enum CodingKeys: String, CodingKey { case name, bio }
///     let name: String
///     let bio: String
/// }
///
/// TextField(label: "Name", field: EditUserForm.CodingKeys.name, value: model.name)
/// ```
extension TextField {
    public init(
        label: String,
        field: some CodingKey,
        value: String = "",
        type: InputType = .text,
        autocomplete: Autocomplete? = nil,
        error: String? = nil,
        required: Bool = false,
        maxLength: Int? = nil,
        id: String? = nil
    ) {
        self.init(
            label: label, name: field.stringValue, value: value, type: type, autocomplete: autocomplete,
            error: error, required: required, maxLength: maxLength, id: id)
    }
}

extension SecureField {
    public init(
        label: String,
        field: some CodingKey,
        autocomplete: Autocomplete = .currentPassword,
        error: String? = nil,
        required: Bool = false,
        minLength: Int? = nil,
        maxLength: Int? = nil,
        id: String? = nil
    ) {
        self.init(
            label: label, name: field.stringValue, autocomplete: autocomplete, error: error,
            required: required, minLength: minLength, maxLength: maxLength, id: id)
    }
}

extension TextArea {
    public init(
        label: String,
        field: some CodingKey,
        value: String = "",
        error: String? = nil,
        required: Bool = false,
        maxLength: Int? = nil,
        rows: Int = 4,
        id: String? = nil
    ) {
        self.init(
            label: label, name: field.stringValue, value: value, error: error, required: required,
            maxLength: maxLength, rows: rows, id: id)
    }
}

extension HTMLVoidElement where Tag == HTMLTag.input {
    /// A form control sent as a form type's field: `Input(type: .hidden, field: Field.next, .value(next))`.
    @inlinable
    public init(type: InputType, field: some CodingKey, _ attributes: HTMLAttribute...) {
        self.init(storing: HTMLAttributes(.type(type.rawValue), .name(field.stringValue), then: attributes))
    }
}
