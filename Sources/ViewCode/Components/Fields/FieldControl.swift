/// What the field components share: how a control is identified and which attributes tie it
/// to its label and its error message.
enum FieldControl {
    /// The control's `id` when none is given: `field-` and the field's name.
    static func id(forName name: String) -> String {
        "field-" + name
    }

    /// The `id` of the control's ``FieldError``.
    static func errorID(forControlID id: String) -> String {
        id + "-error"
    }

    /// The attributes every field control carries: `id`, then constraints, then the error
    /// state (`aria-invalid` and `aria-describedby` only when there is an error).
    static func attributes(
        id: String,
        startingWith leading: [HTMLAttribute],
        required: Bool,
        minLength: Int? = nil,
        maxLength: Int?,
        autocomplete: Autocomplete?,
        hasError: Bool
    ) -> [HTMLAttribute] {
        var attributes = leading
        attributes.reserveCapacity(leading.count + 7)
        attributes.append(.id(id))
        if let autocomplete { attributes.append(.autocomplete(autocomplete.rawValue)) }
        if required { attributes.append(.required) }
        if let minLength { attributes.append(.minlength(minLength)) }
        if let maxLength { attributes.append(.maxlength(maxLength)) }
        if hasError {
            attributes.append(.aria("invalid", "true"))
            attributes.append(.aria("describedby", errorID(forControlID: id)))
        }
        return attributes
    }
}
