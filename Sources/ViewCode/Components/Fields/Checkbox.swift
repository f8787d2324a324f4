/// A labelled checkbox, the box before its label: sent as `value` when ticked, not at all
/// otherwise.
///
/// ```swift
/// Checkbox(label: "Remember me", field: SignInForm.CodingKeys.remember, checked: model.remember)
/// ```
public struct Checkbox: HTML, Sendable {
    public let label: String
    public let name: String
    public let value: String
    public let isChecked: Bool
    private let controlID: FieldControl.ID

    /// - Parameters:
    ///   - value: What the form sends when the box is ticked.
    ///   - id: The input's `id`; `field-<name>` by default.
    public init(label: String, name: String, value: String = "1", checked: Bool = false, id: String? = nil) {
        self.label = label
        self.name = name
        self.value = value
        self.isChecked = checked
        self.controlID = FieldControl.ID(given: id, name: name)
    }

    /// A checkbox named by a form type's `CodingKeys`.
    public init(label: String, field: some CodingKey, value: String = "1", checked: Bool = false, id: String? = nil) {
        self.init(label: label, name: field.stringValue, value: value, checked: checked, id: id)
    }

    public func render(into buffer: inout HTMLBuffer) {
        buffer.write(#"<div class="field field-checkbox"><input type="checkbox""#)
        buffer.writeAttribute("name", name)
        buffer.writeAttribute("value", value)
        buffer.write(#" id=""#)
        controlID.write(into: &buffer)
        buffer.write(isChecked ? #"" checked><label for=""# : #""><label for=""#)
        controlID.write(into: &buffer)
        buffer.write(#"">"#)
        buffer.writeEscaped(label, context: .text)
        buffer.write("</label></div>")
    }
}
