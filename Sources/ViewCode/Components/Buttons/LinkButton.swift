/// A link that looks like a button, for navigation shown as an action:
/// `<a class="button secondary" href="…">`.
///
/// ```swift
/// LinkButton("Edit profile", href: "/users/1/edit", style: .primary)
/// ```
public struct LinkButton: HTMLComponent, Sendable {
    public let title: String
    public let href: String
    public let style: ButtonStyle

    /// - Parameter href: The link target, checked like ``HTMLAttribute/href(_:)``.
    public init(_ title: String, href: String, style: ButtonStyle = .secondary) {
        self.title = title
        self.href = href
        self.style = style
    }

    public var body: some HTML {
        A(attributes: [.class(style.className), .href(href)]) { title }
    }
}
