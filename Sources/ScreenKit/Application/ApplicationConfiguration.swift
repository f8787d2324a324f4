public import HTTPCore

/// How the web layer behaves: names, links, cookies and their security.
public struct ApplicationConfiguration: Sendable {
    /// Shown in the nav bar and every `<title>`.
    public var appName: String = "ScreenKit"
    public var navigationLinks: [NavigationLink] = []
    /// Files of the public folder every page links to.
    public var stylesheetPath: String = "/css/app.css"
    public var iconPath: String = "/favicon.ico"
    public var sessions = SessionPolicy()
    /// `Secure` on every cookie: set when the server is reached over HTTPS.
    public var secureCookies = false
    /// The reverse proxies in front of the server: only from these are `X-Forwarded-For` (the
    /// client's address, for per-address limits) and `X-Forwarded-Proto: https` believed.
    public var trustedProxies: [AddressRange] = []
    /// Name of the cookie holding an anonymous visitor's CSRF binding.
    public var anonymousCookieName = "sk_anon"

    public init() {}

    /// The name a cookie is sent under. With ``secureCookies`` it carries the `__Host-` prefix,
    /// which browsers accept only over HTTPS with `Path=/` and no `Domain`: neither a sibling
    /// subdomain nor a plain-HTTP page can plant or overwrite it.
    public func cookieName(_ name: String) -> String {
        secureCookies ? "__Host-" + name : name
    }
}
