import ViewCode

/// The document shell every screen is shown in — the view controller of the web: the
/// `<head>`, the nav bar with the signed-in user, the flash area, then the screen's view.
struct Page<Content: HTML>: HTMLComponent {
    let configuration: ApplicationConfiguration
    let title: String
    let user: SignedInUser?
    let currentPath: String
    let flash: FlashMessage?
    let content: Content

    var body: some HTML {
        Document(lang: "en") {
            Meta(charset: "utf-8")
            Meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Title("\(title) · \(configuration.appName)")
            Link(rel: "stylesheet", href: configuration.stylesheetPath)
            Link(rel: "icon", href: configuration.iconPath)
        } body: {
            NavBar(
                brand: configuration.appName,
                links: navigationLinks,
                userName: user?.name,
                signOutAction: user == nil ? nil : configuration.signOutPath
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
        configuration.navigationLinks
            .filter { $0.isVisible(signedIn: user != nil) }
            .map { NavLink(title: $0.title, href: $0.path, isCurrent: $0.path == currentPath) }
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
