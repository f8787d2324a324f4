/// The button that sends its form: `<button type="submit" class="button primary">`.
///
/// ```swift
/// SubmitButton("Save profile")
/// SubmitButton("Sign out", style: .secondary)
/// ```
public struct SubmitButton: HTMLComponent, Sendable {
    public let title: String
    public let style: ButtonStyle

    public init(_ title: String, style: ButtonStyle = .primary) {
        self.title = title
        self.style = style
    }

    public var body: some HTML {
        Button(type: .submit, .class(style.className)) { title }
    }
}
