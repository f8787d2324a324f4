import Localization

/// The bar at the top of every page: the brand on the left; the links; and, for a
/// signed-in user, their name and a sign-out button on the right. It wraps onto more lines
/// on a narrow screen.
///
/// Signing out is a POST ``Form``, so it carries the buffer's hidden fields (the CSRF token)
/// without the caller passing them.
///
/// ```swift
/// NavBar(brand: "ScreenKit",
///        links: [NavLink(title: "Home", href: "/", isCurrent: true)],
///        userName: user?.name,
///        signOutAction: user == nil ? nil : "/logout")
/// ```
public struct NavBar: HTML, Sendable {
    public let brand: String
    public let brandHref: String
    public let links: [NavLink]
    public let userName: String?
    /// Where the member's name leads (their account settings); plain text when `nil`.
    public let userHref: String?
    public let signOutAction: String?
    /// The path of the page being shown: its link is marked current too.
    public let currentHref: String?

    /// - Parameters:
    ///   - userName: The signed-in user's name; `nil` when no one is signed in.
    ///   - signOutAction: Where the sign-out form posts; shown only with a `userName`.
    ///   - currentHref: The path of the page being shown, so one list of links serves every
    ///     page: the link to it is marked current.
    public init(
        brand: String,
        brandHref: String = "/",
        links: [NavLink] = [],
        userName: String?,
        userHref: String? = nil,
        signOutAction: String?,
        currentHref: String? = nil
    ) {
        self.brand = brand
        self.brandHref = brandHref
        self.links = links
        self.userName = userName
        self.userHref = userHref
        self.signOutAction = signOutAction
        self.currentHref = currentHref
    }

    public func render(into buffer: inout HTMLBuffer) {
        Self.writeStart(brand: brand, brandHref: brandHref, links: links, currentHref: currentHref, into: &buffer)
        if let userName {
            Self.writeUser(userName, href: userHref, into: &buffer)
            Self.writeUserEnd(signOutAction: signOutAction, linked: userHref != nil, into: &buffer)
        }
        buffer.write(Self.end)
    }

    /// The brand and the links, the link to `currentHref` marked: the part every visitor sees.
    static func writeStart(brand: String, brandHref: String, links: [NavLink], currentHref: String?, into buffer: inout HTMLBuffer) {
        buffer.write(#"<header class="navbar"><nav class="navbar-inner""#)
        buffer.writeAttribute("aria-label", ComponentText.mainNavigation.text(in: buffer.language))
        buffer.write("><a")
        buffer.writeAttribute("href", URLSafety.checked(brandHref))
        buffer.write(#" class="navbar-brand">"#)
        buffer.writeEscaped(brand, context: .text)
        buffer.write("</a>")
        if !links.isEmpty {
            buffer.write(#"<ul class="navbar-links">"#)
            for link in links {
                buffer.write("<li>")
                link.render(into: &buffer, isCurrent: link.isCurrent || link.href == currentHref)
                buffer.write("</li>")
            }
            buffer.write("</ul>")
        }
    }

    /// Opens the signed-in member's part and names them, as a link to `href` when there is one.
    /// A long name is cut with an ellipsis by the stylesheet so the bar keeps to one row; the
    /// whole name stays in `title`.
    static func writeUser(_ userName: String, href: String?, into buffer: inout HTMLBuffer) {
        writeUserOpening(href: href, into: &buffer)
        let escapedName = writeUserTitle(userName, into: &buffer)
        writeUserNameLead(into: &buffer)
        writeUserName(escapedName, into: &buffer)
    }

    /// The member's part up to the name's `title`: the same on every page.
    static func writeUserOpening(href: String?, into buffer: inout HTMLBuffer) {
        if let href {
            buffer.write(#"<div class="navbar-user"><a"#)
            buffer.writeAttribute("href", URLSafety.checked(href))
        } else {
            buffer.write(#"<div class="navbar-user"><span"#)
        }
    }

    /// The name as the `title` attribute; returns where its escaped bytes lie in `buffer`.
    static func writeUserTitle(_ userName: String, into buffer: inout HTMLBuffer) -> Range<Int> {
        buffer.write(#" title=""#)
        let nameStart = buffer.count
        buffer.writeEscaped(userName, context: .attributeValue)
        let escapedName = nameStart..<buffer.count
        buffer.write(byte: UInt8(ascii: "\""))
        return escapedName
    }

    /// From the end of the name's opening tag to the name: the same on every page.
    static func writeUserNameLead(into buffer: inout HTMLBuffer) {
        buffer.write(#" class="navbar-user-name"><span class="visually-hidden">"#)
        Localized(ComponentText.signedInAs).render(into: &buffer)
        buffer.write(" </span>")
    }

    /// The name as text: the bytes escaped for its `title` again, which are as right in text
    /// (an escaped quote reads as a quote), so the name is escaped once.
    static func writeUserName(_ escapedName: Range<Int>, into buffer: inout HTMLBuffer) {
        buffer.writeCopy(of: escapedName)
    }

    /// Closes the member's name, then the sign-out form (a POST, so it carries the page's
    /// hidden fields) and the member's part.
    static func writeUserEnd(signOutAction: String?, linked: Bool, into buffer: inout HTMLBuffer) {
        buffer.write(linked ? "</a>" : "</span>")
        if let signOutAction {
            let title = ComponentText.signOut.text(in: buffer.language)
            Form(action: signOutAction, method: .post, .class("navbar-sign-out")) {
                SubmitButton(title, style: .secondary)
            }.render(into: &buffer)
        }
        buffer.write("</div>")
    }

    static let end: StaticString = "</nav></header>"
}
