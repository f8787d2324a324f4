extension HTMLElement where Tag == HTMLTag.label {
    /// The name of the control whose `id` is `controlID`: `Label(for: "field-email") { "Email" }`.
    @inlinable
    public init(for controlID: String, _ attributes: HTMLAttribute..., @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(.for(controlID), then: attributes), content: content())
    }
}

extension HTMLElement where Tag == HTMLTag.button {
    /// A button; `type` is spelled out so a button never submits a form by accident.
    @inlinable
    public init(type: ButtonType, _ attributes: HTMLAttribute..., @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(.type(type.rawValue), then: attributes), content: content())
    }
}

extension HTMLElement where Tag == HTMLTag.select {
    /// A choice sent as `name`: `Select(name: "role") { Option("Admin", value: "admin") }`.
    @inlinable
    public init(name: String, _ attributes: HTMLAttribute..., @HTMLBuilder content: () -> Content) {
        self.init(storing: HTMLAttributes(.name(name), then: attributes), content: content())
    }
}

extension HTMLElement where Tag == HTMLTag.option, Content == Text {
    /// A choice shown as `label` and sent as `value`.
    @inlinable
    public init(_ label: String, value: String, isSelected: Bool = false, _ attributes: HTMLAttribute...) {
        self.init(
            storing: HTMLAttributes(.value(value), .when(isSelected, .selected), then: attributes),
            content: Text(label)
        )
    }
}

/// What a `<button>` does when pressed.
public enum ButtonType: String, Sendable {
    /// Sends its form.
    case submit
    /// Nothing by itself.
    case button
    /// Restores its form's initial values.
    case reset
}
