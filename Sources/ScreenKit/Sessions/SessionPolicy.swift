/// How long sessions live and how their cookie is written.
public struct SessionPolicy: Sendable {
    /// A session unused this long is over; signed in without "remember me", its cookie also
    /// ends with the browser.
    public var idleTimeoutSeconds: Int = 2 * 60 * 60
    /// A session signed in with "remember me" may go unused this long.
    public var rememberedIdleTimeoutSeconds: Int = 30 * 24 * 60 * 60
    /// A session this old is over however active it is, remembered or not.
    public var absoluteTimeoutSeconds: Int = 30 * 24 * 60 * 60
    /// How long after typing their password a member may take sensitive actions (changing
    /// the password or e-mail, revoking other sessions, deleting the account) without typing
    /// it again (``Access/requiresRecentSignIn``).
    public var recentSignInSeconds: Int = 15 * 60
    /// Activity is recorded at most this often, so browsing is not a write per request; the
    /// times recorded are written in batches off the request threads (``SessionActivity``).
    public var touchIntervalSeconds: Int = 60
    public var cookieName: String = "sk_session"

    public init() {}

    func isExpired(_ session: SessionRecord, now: Int) -> Bool {
        let idleLimit = session.persistent ? rememberedIdleTimeoutSeconds : idleTimeoutSeconds
        return now - session.lastSeenAt > idleLimit || now - session.createdAt > absoluteTimeoutSeconds
    }

    func isRecentSignIn(_ session: SessionRecord, now: Int) -> Bool {
        now - session.authenticatedAt <= recentSignInSeconds
    }
}
