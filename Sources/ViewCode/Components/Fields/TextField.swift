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
public struct TextField: HTMLComponent, Sendable {
    public let label: String
    public let name: String
    public let value: String
    public let type: InputType
    public let autocomplete: Autocomplete?
    public let error: String?
    public let isRequired: Bool
    public let maxLength: Int?
    /// The input's `id`, which the label's `for` names.
    public let id: String

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
        self.id = id ?? FieldControl.id(forName: name)
    }

    public var body: some HTML {
        FieldFrame(id: id, label: label, error: error) {
            Input(attributes: FieldControl.attributes(
                id: id,
                startingWith: value.isEmpty
                    ? [.type(type.rawValue), .name(name)]
                    : [.type(type.rawValue), .name(name), .value(value)],
                required: isRequired,
                maxLength: maxLength,
                autocomplete: autocomplete,
                hasError: error != nil
            ))
        }
    }
}
