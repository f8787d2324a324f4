import ViewCode

/// The document every page is shown in: the `<head>`, the nav bar with the signed-in user, the
/// flash area, then the screen's view.
struct PageShell<Content: HTML>: HTMLComponent {
    let chrome: PageChrome
    let title: String
    let user: SignedInUser?
    let currentPath: String
    let flash: FlashMessage?
    let content: Content

    /// The request to confirm the address, for a member who has not yet.
    private var notice: Prerendered? {
        guard let user, !user.emailConfirmed else { return nil }
        return chrome.unconfirmedEmailNotice
    }

    var body: some HTML {
        Document(lang: "en") {
            chrome.head
            Title {
                title
                " · "
                chrome.appName
            }
        } body: {
            ShellNavBar(
                bar: user == nil ? chrome.signedOutNavBar : chrome.signedInNavBar,
                currentHref: currentPath, userName: user?.name)
            PageMain(flash: flash.map { FlashBanner(message: $0.text, kind: $0.kind.bannerKind) }, notice: notice) {
                content
            }
        }
    }
}

/// What the shell shows on every page, settled once at start from the configuration and the
/// app's flow. A class: every page's shell holds it, and sharing one reference costs one
/// retain where copying its strings and arrays into each page cost one each.
final class PageChrome: Sendable {
    let appName: String
    let stylesheetPath: String
    let iconPath: String
    let homeLocation: String
    let signOutLocation: String
    /// The `<head>`'s elements besides the title, rendered once. The title comes after them,
    /// still well within the first kilobyte where the charset must be declared.
    let head: Prerendered
    /// The nav bar for each audience (its links settled once), rendered once per page its
    /// links lead to.
    let signedOutNavBar: PrerenderedNavBar
    let signedInNavBar: PrerenderedNavBar
    /// Shown to a member until they confirm their address, with a button that mails the link
    /// again; its form's CSRF field is written per page.
    let unconfirmedEmailNotice: Prerendered

    init(
        appName: String, stylesheetPath: String, iconPath: String, navigationLinks: [NavigationLink],
        homeLocation: String, signOutLocation: String, accountLocation: String, resendConfirmationLocation: String
    ) {
        self.appName = appName
        self.stylesheetPath = stylesheetPath
        self.iconPath = iconPath
        let signedInLinks = navigationLinks.filter { $0.isVisible(signedIn: true) }.map { NavLink(title: $0.title, href: $0.path) }
        let signedOutLinks = navigationLinks.filter { $0.isVisible(signedIn: false) }.map { NavLink(title: $0.title, href: $0.path) }
        self.homeLocation = homeLocation
        self.signOutLocation = signOutLocation
        head = Prerendered {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Link(rel: "stylesheet", href: stylesheetPath)
            Link(rel: "icon", href: iconPath)
        }
        signedOutNavBar = PrerenderedNavBar(
            brand: appName, brandHref: homeLocation, links: signedOutLinks, signOutAction: nil)
        signedInNavBar = PrerenderedNavBar(
            brand: appName, brandHref: homeLocation, links: signedInLinks, userHref: accountLocation,
            signOutAction: signOutLocation)
        unconfirmedEmailNotice = Prerendered {
            Div(.class("notice"), .role("status")) {
                P { "Please confirm your e-mail address: open the link we sent you." }
                Form(action: resendConfirmationLocation, method: .post) {
                    SubmitButton("Send the link again", style: .secondary)
                }
            }
        }
    }
}

/// The chrome's nav bar for the page at `currentHref`, with the member's name when signed in.
private struct ShellNavBar: HTML {
    let bar: PrerenderedNavBar
    let currentHref: String
    let userName: String?

    func render(into buffer: inout HTMLBuffer) {
        bar.render(into: &buffer, currentHref: currentHref, userName: userName)
    }
}

extension FlashMessage.Kind {
    var bannerKind: FlashBanner.Kind {
        switch self {
        case .success: .success
        case .info: .info
        case .error: .error
        }
    }
}
