/// A labelled multi-line text input with its error message, marked up like ``TextField``.
///
/// ```swift
/// TextArea(label: "Bio", name: "bio", value: bio, error: errors["bio"], maxLength: 1000)
/// ```
public struct TextArea: HTMLComponent, Sendable {
    public let label: String
    public let name: String
    public let value: String
    public let error: String?
    public let isRequired: Bool
    public let maxLength: Int?
    public let rows: Int
    /// The textarea's `id`, which the label's `for` names.
    public let id: String

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
        self.id = id ?? FieldControl.id(forName: name)
    }

    public var body: some HTML {
        FieldFrame(id: id, label: label, error: error) {
            TextAreaElement(
                name: name,
                text: value,
                attributes: FieldControl.attributes(
                    id: id,
                    startingWith: [.rows(rows)],
                    required: isRequired,
                    maxLength: maxLength,
                    autocomplete: nil,
                    hasError: error != nil
                )
            )
        }
    }
}
