import Logging
import Secrets

/// Everything a request needs from the application, shared read-only by all pool threads.
struct ApplicationServices: Sendable {
    let configuration: ApplicationConfiguration
    let sessions: any SessionStore
    /// The same store when it can read a session with its user in one query.
    let sessionsWithUsers: (any SignedInSessionStore)?
    let users: any SignedInUserProvider
    let clock: any WallClock
    let logger: Logger
    let csrf: CSRFProtection
    let flashCookie: FlashCookie
    let sessionCookies: SessionCookies
    let renderer: ScreenRenderer

    init(
        configuration: ApplicationConfiguration, sessions: any SessionStore, users: any SignedInUserProvider,
        secretKey: [UInt8], clock: any WallClock, logger: Logger
    ) {
        let authenticator = MessageAuthenticator(key: secretKey)
        self.configuration = configuration
        self.sessions = sessions
        sessionsWithUsers = sessions as? any SignedInSessionStore
        self.users = users
        self.clock = clock
        self.logger = logger
        csrf = CSRFProtection(authenticator: authenticator)
        flashCookie = FlashCookie(authenticator: authenticator)
        sessionCookies = SessionCookies(policy: configuration.sessions)
        renderer = ScreenRenderer(configuration: configuration, csrf: csrf, logger: logger)
    }
}
