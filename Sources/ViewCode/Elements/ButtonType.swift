/// What a `<button>` does when pressed.
public enum ButtonType: String, Sendable {
    /// Sends its form.
    case submit
    /// Nothing by itself.
    case button
    /// Restores its form's initial values.
    case reset
}
