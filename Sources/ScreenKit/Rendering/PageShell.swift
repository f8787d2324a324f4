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
            chrome.head
            Title {
                title
                " · "
                chrome.appName
            }
        } body: {
            if user == nil {
                chrome.signedOutNavBar(current: currentPath)
            } else {
                NavBar(
                    brand: chrome.appName,
                    brandHref: chrome.homeLocation,
                    links: chrome.signedInLinks,
                    userName: user?.name,
                    signOutAction: chrome.signOutLocation,
                    currentHref: currentPath
                )
            }
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
    /// The `<head>`'s elements besides the title, rendered once. The title comes after them,
    /// still well within the first kilobyte where the charset must be declared.
    let head: Prerendered
    /// The nav bar a signed-out visitor sees, rendered once with each of its links marked as
    /// the current page, and once with none: it names no user and holds no form.
    private let signedOutNavBars: [(currentHref: String, navBar: Prerendered)]
    private let signedOutNavBarOnOtherPages: Prerendered

    init(appName: String, stylesheetPath: String, iconPath: String, navigationLinks: [NavigationLink], homeLocation: String, signOutLocation: String) {
        self.appName = appName
        self.stylesheetPath = stylesheetPath
        self.iconPath = iconPath
        signedInLinks = navigationLinks.filter { $0.isVisible(signedIn: true) }.map { NavLink(title: $0.title, href: $0.path) }
        signedOutLinks = navigationLinks.filter { $0.isVisible(signedIn: false) }.map { NavLink(title: $0.title, href: $0.path) }
        self.homeLocation = homeLocation
        self.signOutLocation = signOutLocation
        head = Prerendered {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Link(rel: "stylesheet", href: stylesheetPath)
            Link(rel: "icon", href: iconPath)
        }
        let signedOutLinks = self.signedOutLinks
        func navBar(current: String?) -> Prerendered {
            Prerendered {
                NavBar(
                    brand: appName, brandHref: homeLocation, links: signedOutLinks, userName: nil, signOutAction: nil,
                    currentHref: current)
            }
        }
        signedOutNavBars = signedOutLinks.map { (currentHref: $0.href, navBar: navBar(current: $0.href)) }
        signedOutNavBarOnOtherPages = navBar(current: nil)
    }

    /// The signed-out nav bar with the link to `current`, if it has one, marked.
    func signedOutNavBar(current: String) -> Prerendered {
        signedOutNavBars.first { $0.currentHref == current }?.navBar ?? signedOutNavBarOnOtherPages
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
