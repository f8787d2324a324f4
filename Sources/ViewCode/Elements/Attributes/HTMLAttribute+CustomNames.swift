/// Attributes whose name is given as a string: checked, and dropped when unsafe.
extension HTMLAttribute {
    /// `aria-<name>="value"`, as in `.aria("describedby", "field-email-error")`.
    ///
    /// Dropped when `name` is not made of `[a-zA-Z0-9-_:]`.
    public static func aria(_ name: String, _ value: String) -> HTMLAttribute {
        AttributeName.isValid(name) ? HTMLAttribute(name: .prefixed("aria-", name), value: value) : .omitted
    }

    /// `data-<name>="value"`, as in `.data("user-id", "42")`.
    ///
    /// Dropped when `name` is not made of `[a-zA-Z0-9-_:]`.
    public static func data(_ name: String, _ value: String) -> HTMLAttribute {
        AttributeName.isValid(name) ? HTMLAttribute(name: .prefixed("data-", name), value: value) : .omitted
    }

    /// An attribute without a constructor of its own.
    ///
    /// The name is checked, not escaped: a name with a character outside `[a-zA-Z0-9-_:]`,
    /// or an event handler (`on…`), drops the attribute. The value is escaped like any other;
    /// `href`, `src`, `action` and `formaction` values get the same URL check as ``href(_:)``.
    public static func custom(name: String, value: String) -> HTMLAttribute {
        guard AttributeName.isValid(name), !AttributeName.isEventHandler(name) else { return .omitted }
        let checkedValue = URLSafety.isURLAttribute(name) ? URLSafety.checked(value) : value
        return HTMLAttribute(name: .validated(name), value: checkedValue)
    }

    /// A boolean attribute without a constructor of its own, checked like
    /// ``custom(name:value:)``.
    public static func custom(name: String) -> HTMLAttribute {
        guard AttributeName.isValid(name), !AttributeName.isEventHandler(name) else { return .omitted }
        return HTMLAttribute(name: .validated(name), value: nil)
    }
}
