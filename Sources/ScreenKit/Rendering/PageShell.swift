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
            Title("\(title) · \(chrome.appName)")
            Link(rel: "stylesheet", href: chrome.stylesheetPath)
            Link(rel: "icon", href: chrome.iconPath)
        } body: {
            NavBar(
                brand: chrome.appName,
                brandHref: chrome.homeLocation,
                links: navigationLinks,
                userName: user?.name,
                signOutAction: user == nil ? nil : chrome.signOutLocation
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

    private var navigationLinks: [NavLink] {
        chrome.navigationLinks
            .filter { $0.isVisible(signedIn: user != nil) }
            .map { NavLink(title: $0.title, href: $0.path, isCurrent: $0.path == currentPath) }
    }
}

/// What the shell shows on every page, settled once at start from the configuration and the
/// app's flow.
struct PageChrome: Sendable {
    let appName: String
    let stylesheetPath: String
    let iconPath: String
    let navigationLinks: [NavigationLink]
    let homeLocation: String
    let signOutLocation: String
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
