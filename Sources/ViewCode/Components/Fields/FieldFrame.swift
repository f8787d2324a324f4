/// What every form field shares around its control: the `field` wrapper, the label tied to the
/// control's id, and the error message the control points at when there is one.
struct FieldFrame<Control: HTML>: HTMLComponent {
    let id: String
    let label: String
    let error: String?
    let control: Control

    init(id: String, label: String, error: String?, @HTMLBuilder control: () -> Control) {
        self.id = id
        self.label = label
        self.error = error
        self.control = control()
    }

    var body: some HTML {
        Div(.class("field")) {
            Label(for: id) { label }
            control
            if let error {
                FieldError(id: FieldControl.errorID(forControlID: id), message: error)
            }
        }
    }
}
