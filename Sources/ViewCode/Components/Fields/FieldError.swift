/// A field's error message, referenced by its control's `aria-describedby`.
///
/// It starts with a visible "Error:" so the error does not rely on colour alone, and is
/// read out with the control when it takes focus.
///
/// ```swift
/// FieldError(id: "field-email-error", message: "Enter an email address.")
/// // <p class="field-error" id="field-email-error"><span class="field-error-prefix">Error:</span> Enter an email address.</p>
/// ```
public struct FieldError: HTMLComponent, Sendable {
    public let id: String
    public let message: String

    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }

    public var body: some HTML {
        P(.class("field-error"), .id(id)) {
            Span(.class("field-error-prefix")) { "Error:" }
            " "
            message
        }
    }
}
