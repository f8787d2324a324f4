/// How long sessions live and how their cookie is written.
public struct SessionPolicy: Sendable {
    /// A session unused this long is over.
    public var idleTimeoutSeconds: Int = 2 * 60 * 60
    /// A session this old is over however active it is.
    public var absoluteTimeoutSeconds: Int = 7 * 24 * 60 * 60
    /// Activity is recorded at most this often, so browsing is not a write per request; the
    /// times recorded are written in batches off the request threads (``SessionActivity``).
    public var touchIntervalSeconds: Int = 60
    public var cookieName: String = "sk_session"

    public init() {}

    func isExpired(_ session: SessionRecord, now: Int) -> Bool {
        now - session.lastSeenAt > idleTimeoutSeconds || now - session.createdAt > absoluteTimeoutSeconds
    }
}
