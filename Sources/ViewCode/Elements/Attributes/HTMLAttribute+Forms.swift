/// Attributes of forms and their controls.
extension HTMLAttribute {
    /// `name="…"`: the name a control is sent as.
    public static func name(_ value: String) -> HTMLAttribute {
        HTMLAttribute("name", value)
    }

    /// `value="…"`: what a control holds or sends.
    public static func value(_ value: String) -> HTMLAttribute {
        HTMLAttribute("value", value)
    }

    /// `type="…"`; element initializers take the typed ``InputType`` or ``ButtonType``.
    public static func type(_ value: String) -> HTMLAttribute {
        HTMLAttribute("type", value)
    }

    /// The `id` of the control a `<label>` names.
    public static func `for`(_ id: String) -> HTMLAttribute {
        HTMLAttribute("for", id)
    }

    /// On a `<form>` that uploads files: `enctype="multipart/form-data"`.
    public static let multipartFormData = HTMLAttribute("enctype", "multipart/form-data")

    /// `accept="…"`: the file types a file input offers to pick, such as `image/png,image/jpeg`.
    public static func accept(_ types: String) -> HTMLAttribute {
        HTMLAttribute("accept", types)
    }

    /// An autofill hint, such as `email` or `new-password`.
    public static func autocomplete(_ value: String) -> HTMLAttribute {
        HTMLAttribute("autocomplete", value)
    }

    /// `placeholder="…"`: an example value, never a replacement for a label.
    public static func placeholder(_ value: String) -> HTMLAttribute {
        HTMLAttribute("placeholder", value)
    }

    /// Where a form is sent, checked like ``href(_:)``.
    public static func action(_ url: String) -> HTMLAttribute {
        HTMLAttribute("action", URLSafety.checked(url))
    }

    /// `method="get|post"`; ``Form`` sets it from its own `method`.
    public static func method(_ method: FormMethod) -> HTMLAttribute {
        HTMLAttribute(name: .known("method"), value: method.rawValue)
    }

    /// `maxlength="n"`: the most characters a control accepts.
    public static func maxlength(_ count: Int) -> HTMLAttribute {
        HTMLAttribute("maxlength", String(count))
    }

    /// `minlength="n"`: the fewest characters a control accepts.
    public static func minlength(_ count: Int) -> HTMLAttribute {
        HTMLAttribute("minlength", String(count))
    }

    /// `rows="n"`: the visible lines of a `<textarea>`.
    public static func rows(_ count: Int) -> HTMLAttribute {
        HTMLAttribute("rows", String(count))
    }

    /// `inputmode="…"`: which on-screen keyboard to show, such as `numeric`.
    public static func inputmode(_ value: String) -> HTMLAttribute {
        HTMLAttribute("inputmode", value)
    }

    /// The control must be filled in before the form is sent.
    public static let required = HTMLAttribute(boolean: "required")
    /// The control cannot be used and is not sent.
    public static let disabled = HTMLAttribute(boolean: "disabled")
    /// The control is sent but cannot be changed.
    public static let readonly = HTMLAttribute(boolean: "readonly")
    /// A checkbox or radio button starts checked.
    public static let checked = HTMLAttribute(boolean: "checked")
    /// An `<option>` starts selected.
    public static let selected = HTMLAttribute(boolean: "selected")
    /// A `<select>` or file input accepts more than one value.
    public static let multiple = HTMLAttribute(boolean: "multiple")
    /// The control takes focus when the page loads.
    public static let autofocus = HTMLAttribute(boolean: "autofocus")
    /// On a `<form>`: leave validation to the server, which shows its messages in the page.
    public static let novalidate = HTMLAttribute(boolean: "novalidate")
}
