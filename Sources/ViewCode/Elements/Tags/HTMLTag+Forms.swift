/// Tags of forms and their controls. `<form>` is ``Form``, `<textarea>` is ``TextAreaElement``.
extension HTMLTag {
    public enum fieldset: HTMLContentTag { public static var name: StaticString { "fieldset" } }
    public enum legend: HTMLContentTag { public static var name: StaticString { "legend" } }
    public enum label: HTMLContentTag { public static var name: StaticString { "label" } }
    public enum input: HTMLVoidTag { public static var name: StaticString { "input" } }
    public enum select: HTMLContentTag { public static var name: StaticString { "select" } }
    public enum option: HTMLTagName { public static var name: StaticString { "option" } }
    public enum button: HTMLContentTag { public static var name: StaticString { "button" } }
}

/// `<fieldset>`: a group of related controls, named by its ``Legend``.
public typealias Fieldset<Content: HTML> = HTMLElement<HTMLTag.fieldset, Content>

/// `<legend>`: the caption of a ``Fieldset``.
public typealias Legend<Content: HTML> = HTMLElement<HTMLTag.legend, Content>

/// `<label>`: the visible name of a control: `Label(for: "field-email") { "Email" }`.
public typealias Label<Content: HTML> = HTMLElement<HTMLTag.label, Content>

/// `<input>`: a form control: `Input(type: .email, name: "email", .required)`.
public typealias Input = HTMLVoidElement<HTMLTag.input>

/// `<select>`: a choice among ``Option``s: `Select(name: "role") { … }`.
public typealias Select<Content: HTML> = HTMLElement<HTMLTag.select, Content>

/// `<option>`: a choice of a ``Select``, text only: `Option("Admin", value: "admin")`.
public typealias Option = HTMLElement<HTMLTag.option, Text>

/// `<button>`: a button: `Button(type: .submit) { "Save" }`.
public typealias Button<Content: HTML> = HTMLElement<HTMLTag.button, Content>
