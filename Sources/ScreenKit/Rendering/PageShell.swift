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

    var body: some HTML {
        Document(lang: "en") {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Title {
                title
                " · "
                chrome.appName
            }
            Link(rel: "stylesheet", href: chrome.stylesheetPath)
            Link(rel: "icon", href: chrome.iconPath)
        } body: {
            NavBar(
                brand: chrome.appName,
                brandHref: chrome.homeLocation,
                links: user == nil ? chrome.signedOutLinks : chrome.signedInLinks,
                userName: user?.name,
                signOutAction: user == nil ? nil : chrome.signOutLocation,
                currentHref: currentPath
            )
            Main(.id("main"), .class("page")) {
                Div(.class("flash-area"), .aria("live", "polite")) {
                    if let flash {
                        FlashBanner(message: flash.text, kind: flash.kind.bannerKind)
                    }
                }
                content
            }
        }
    }

}

/// What the shell shows on every page, settled once at start from the configuration and the
/// app's flow.
struct PageChrome: Sendable {
    let appName: String
    let stylesheetPath: String
    let iconPath: String
    /// The nav bar's links for each audience, made once rather than filtered per page.
    let signedInLinks: [NavLink]
    let signedOutLinks: [NavLink]
    let homeLocation: String
    let signOutLocation: String

    init(appName: String, stylesheetPath: String, iconPath: String, navigationLinks: [NavigationLink], homeLocation: String, signOutLocation: String) {
        self.appName = appName
        self.stylesheetPath = stylesheetPath
        self.iconPath = iconPath
        signedInLinks = navigationLinks.filter { $0.isVisible(signedIn: true) }.map { NavLink(title: $0.title, href: $0.path) }
        signedOutLinks = navigationLinks.filter { $0.isVisible(signedIn: false) }.map { NavLink(title: $0.title, href: $0.path) }
        self.homeLocation = homeLocation
        self.signOutLocation = signOutLocation
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
