/// A link of the ``NavBar``; the link to the page being shown carries
/// `aria-current="page"`, which screen readers announce and `app.css` underlines.
///
/// ```swift
/// NavLink(title: "Home", href: "/", isCurrent: true)
/// ```
public struct NavLink: HTMLComponent, Sendable {
    public let title: String
    public let href: String
    public let isCurrent: Bool

    public init(title: String, href: String, isCurrent: Bool = false) {
        self.title = title
        self.href = href
        self.isCurrent = isCurrent
    }

    public var body: some HTML {
        A(href: href, .class("navbar-link"), .when(isCurrent, .aria("current", "page"))) { title }
    }
}
