public import Localization

/// A ``NavBar`` for a server that shows the same bar on every page, rendered once for each
/// page its links lead to (that link marked current) and once for the other pages, in one
/// language (a server that speaks several keeps one bar per language). Per page only the
/// signed-in member's name and the page's hidden form fields (in the sign-out form) are
/// written; the bytes are those ``NavBar`` writes.
///
/// ```swift
/// let bar = PrerenderedNavBar(brand: "ScreenKit", links: links, signOutAction: "/logout")
/// bar.render(into: &buffer, currentHref: "/users", userName: user.name)
/// ```
public struct PrerenderedNavBar: Sendable {
    private let starts: [(currentHref: String, start: Prerendered)]
    private let startOnOtherPages: Prerendered
    /// The member's part around their name, which is all it writes per page.
    private let userOpening: Prerendered
    private let userNameLead: Prerendered
    private let userEnd: Prerendered

    /// - Parameters:
    ///   - userHref: Where a member's name leads (their account settings).
    ///   - signOutAction: Where the sign-out form posts, shown after a member's name.
    ///   - language: The language of the bar's own words (its landmark's name, signing out).
    public init(
        brand: String, brandHref: String = "/", links: [NavLink], userHref: String? = nil, signOutAction: String?,
        language: Language = .fallback
    ) {
        func start(current: String?) -> Prerendered {
            Prerendered(in: language) {
                NavBarPart { NavBar.writeStart(brand: brand, brandHref: brandHref, links: links, currentHref: current, into: &$0) }
            }
        }
        var starts: [(currentHref: String, start: Prerendered)] = []
        for link in links where !starts.contains(where: { $0.currentHref == link.href }) {
            starts.append((link.href, start(current: link.href)))
        }
        self.starts = starts
        startOnOtherPages = start(current: nil)
        userOpening = Prerendered(in: language) {
            NavBarPart { NavBar.writeUserOpening(href: userHref, into: &$0) }
        }
        userNameLead = Prerendered(in: language) {
            NavBarPart { NavBar.writeUserNameLead(into: &$0) }
        }
        userEnd = Prerendered(in: language) {
            NavBarPart { NavBar.writeUserEnd(signOutAction: signOutAction, linked: userHref != nil, into: &$0) }
        }
    }

    /// Writes the bar for the page at `currentHref`, with `userName` signed in (or no one).
    public func render(into buffer: inout HTMLBuffer, currentHref: String?, userName: String?) {
        let start = currentHref.flatMap { current in starts.first { $0.currentHref == current }?.start }
        (start ?? startOnOtherPages).render(into: &buffer)
        if let userName {
            userOpening.render(into: &buffer)
            let escapedName = NavBar.writeUserTitle(userName, into: &buffer)
            userNameLead.render(into: &buffer)
            NavBar.writeUserName(escapedName, into: &buffer)
            userEnd.render(into: &buffer)
        }
        buffer.write(NavBar.end)
    }
}

/// A piece of the nav bar as markup, for rendering it once.
private struct NavBarPart: HTML {
    let write: (inout HTMLBuffer) -> Void

    func render(into buffer: inout HTMLBuffer) {
        write(&buffer)
    }
}
