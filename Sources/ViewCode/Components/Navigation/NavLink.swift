/// A link of the ``NavBar``; the link to the page being shown carries
/// `aria-current="page"`, which screen readers announce and `app.css` underlines.
///
/// ```swift
/// NavLink(title: "Home", href: "/", isCurrent: true)
/// ```
public struct NavLink: HTML, Sendable {
    public let title: String
    public let href: String
    public let isCurrent: Bool

    public init(title: String, href: String, isCurrent: Bool = false) {
        self.title = title
        self.href = href
        self.isCurrent = isCurrent
    }

    public func render(into buffer: inout HTMLBuffer) {
        render(into: &buffer, isCurrent: isCurrent)
    }

    func render(into buffer: inout HTMLBuffer, isCurrent: Bool) {
        buffer.write("<a")
        buffer.writeAttribute("href", URLSafety.checked(href))
        buffer.write(#" class="navbar-link""#)
        if isCurrent {
            buffer.write(#" aria-current="page""#)
        }
        buffer.write(byte: UInt8(ascii: ">"))
        buffer.writeEscaped(title, context: .text)
        buffer.write("</a>")
    }
}
