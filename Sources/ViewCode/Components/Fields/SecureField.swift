/// A labelled password input with its error message.
///
/// It has no value parameter, so a password can never be written back into a page, not even
/// after a failed sign-in. Otherwise it is marked up like ``TextField``.
///
/// ```swift
/// SecureField(label: "Password", name: "password", autocomplete: .newPassword,
///             error: errors["password"], required: true, minLength: 8, maxLength: 128)
/// ```
public struct SecureField: HTMLComponent, Sendable {
    public let label: String
    public let name: String
    public let autocomplete: Autocomplete
    public let error: String?
    public let isRequired: Bool
    public let minLength: Int?
    public let maxLength: Int?
    /// The input's `id`, which the label's `for` names.
    public let id: String

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
        self.id = id ?? FieldControl.id(forName: name)
    }

    public var body: some HTML {
        FieldFrame(id: id, label: label, error: error) {
            Input(attributes: FieldControl.attributes(
                id: id,
                startingWith: [.type(InputType.password.rawValue), .name(name)],
                required: isRequired,
                minLength: minLength,
                maxLength: maxLength,
                autocomplete: autocomplete,
                hasError: error != nil
            ))
        }
    }
}
