import HTTPCore
import Logging
import Secrets

/// Everything a request needs from the application, shared read-only by all pool threads. A
/// class, so that each request's navigator holds one reference instead of copying every part.
final class ApplicationServices: Sendable {
    let configuration: ApplicationConfiguration
    let flow: any FlowType<KitDestination>
    let sessions: any SessionStore
    let sessionActivity: SessionActivity
    let reads: any ReadScope
    let clock: any WallClock
    let logger: Logger
    let csrf: CSRFProtection
    let flashCookie: FlashCookie
    let sessionCookies: SessionCookies
    /// The anonymous visitor's cookie name as sent.
    let anonymousCookieName: String
    /// The anonymous binding's cookie over HTTP and over HTTPS, settled once; `nil` when the
    /// configured name is not a token.
    let anonymousCookie: SetCookieTemplate?
    let secureAnonymousCookie: SetCookieTemplate?
    let forwarded: ForwardedClient
    let renderer: PageRenderer

    init(
        configuration: ApplicationConfiguration, flow: any FlowType<KitDestination>, sessions: any SessionStore,
        reads: any ReadScope, secretKey: [UInt8], clock: any WallClock, logger: Logger
    ) {
        let authenticator = MessageAuthenticator(key: secretKey)
        self.configuration = configuration
        self.flow = flow
        self.sessions = sessions
        sessionActivity = SessionActivity(store: sessions)
        self.reads = reads
        self.clock = clock
        self.logger = logger
        csrf = CSRFProtection(authenticator: authenticator)
        flashCookie = FlashCookie(authenticator: authenticator, name: configuration.cookieName(FlashCookie.baseName))
        sessionCookies = SessionCookies(policy: configuration.sessions, name: configuration.cookieName(configuration.sessions.cookieName))
        anonymousCookieName = configuration.cookieName(configuration.anonymousCookieName)
        anonymousCookie = Self.anonymousCookie(named: anonymousCookieName, secure: false)
        secureAnonymousCookie = Self.anonymousCookie(named: anonymousCookieName, secure: true)
        forwarded = ForwardedClient(trustedProxies: configuration.trustedProxies)
        renderer = PageRenderer(chrome: PageChrome(
            appName: configuration.appName, stylesheetPath: configuration.stylesheetPath,
            iconPath: configuration.iconPath, navigationLinks: configuration.navigationLinks,
            homeLocation: flow.location(of: .home), signOutLocation: flow.location(of: .signOut),
            accountLocation: flow.location(of: .accountSettings),
            resendConfirmationLocation: flow.location(of: .resendEmailConfirmation)))
    }

    private static func anonymousCookie(named name: String, secure: Bool) -> SetCookieTemplate? {
        (try? SetCookie(name: name, value: "", path: "/", secure: secure, httpOnly: true, sameSite: .lax)).map(SetCookieTemplate.init)
    }
}
