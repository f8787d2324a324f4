/// The kind of an `<input>`, which picks its keyboard, its validation and its autofill.
public enum InputType: String, Sendable, CaseIterable {
    case text
    case email
    case password
    case search
    case tel
    case url
    case number
    case date
    case time
    case dateTimeLocal = "datetime-local"
    case month
    case week
    case color
    case range
    case file
    case checkbox
    case radio
    case hidden
    case submit
    case reset
    case button
}
