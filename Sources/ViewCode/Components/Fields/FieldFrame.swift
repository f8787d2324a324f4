/// What every form field shares around its control: the `field` wrapper, the label tied to the
/// control's id, and the error message the control points at when there is one.
struct FieldFrame<Control: HTML>: HTML {
    let id: FieldControl.ID
    let label: String
    let error: String?
    let control: Control

    func render(into buffer: inout HTMLBuffer) {
        buffer.write(#"<div class="field"><label for=""#)
        id.write(into: &buffer)
        buffer.write(#"">"#)
        buffer.writeEscaped(label, context: .text)
        buffer.write("</label>")
        control.render(into: &buffer)
        if let error {
            FieldError.write(message: error, into: &buffer) { id.write(into: &$0, suffix: "-error") }
        }
        buffer.write("</div>")
    }
}
