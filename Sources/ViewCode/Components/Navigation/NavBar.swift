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
public struct NavBar: HTMLComponent, Sendable {
    public let brand: String
    public let brandHref: String
    public let links: [NavLink]
    public let userName: String?
    public let signOutAction: String?

    /// - Parameters:
    ///   - userName: The signed-in user's name; `nil` when no one is signed in.
    ///   - signOutAction: Where the sign-out form posts; shown only with a `userName`.
    public init(
        brand: String,
        brandHref: String = "/",
        links: [NavLink] = [],
        userName: String?,
        signOutAction: String?
    ) {
        self.brand = brand
        self.brandHref = brandHref
        self.links = links
        self.userName = userName
        self.signOutAction = signOutAction
    }

    public var body: some HTML {
        Header(.class("navbar")) {
            Nav(.class("navbar-inner"), .aria("label", "Main")) {
                A(href: brandHref, .class("navbar-brand")) { brand }
                if !links.isEmpty {
                    UL(.class("navbar-links")) {
                        for link in links {
                            LI { link }
                        }
                    }
                }
                if let userName {
                    Div(.class("navbar-user")) {
                        Span(.class("navbar-user-name")) {
                            Span(.class("visually-hidden")) { "Signed in as " }
                            userName
                        }
                        if let signOutAction {
                            Form(action: signOutAction, method: .post, .class("navbar-sign-out")) {
                                SubmitButton("Sign out", style: .secondary)
                            }
                        }
                    }
                }
            }
        }
    }
}
