public import HTTPCore
import Secrets

/// The host of one request — what a window is to an iOS screen. Coordinators read the request's
/// facts from it and sign users in and out through it; the kit then turns their ``Outcome``
/// into the response.
public final class Navigator {
    let context: RequestContext
    let services: ApplicationServices

    init(context: RequestContext, services: ApplicationServices) {
        self.context = context
        self.services = services
    }

    /// The signed-in user, or `nil` for an anonymous visitor; routes hand it to coordinators
    /// as their viewer.
    @usableFromInline var signedInUser: SignedInUser? { context.user }

    /// Whether the signed-in member typed their password within the policy's recent window.
    @usableFromInline var hasRecentSignIn: Bool {
        guard let session = context.session else { return false }
        return services.configuration.sessions.isRecentSignIn(session, now: context.now)
    }

    /// The decoded query string.
    public var query: URLEncodedForm { context.request.query }

    /// The client's address, for per-address limits such as sign-in throttling: the
    /// connection's peer, or behind a trusted proxy the address it forwarded.
    public var clientAddress: String { services.forwarded.address(of: context.request) }

    /// Whether the client is this machine (a loopback address, as ``clientAddress`` gives
    /// it): what development tools, which show what no visitor should, ask before answering.
    public var isLocalClient: Bool {
        IPAddress(clientAddress)?.isLoopback ?? false
    }

    /// The browser and address the request comes from, as a session or a security log keeps them.
    public var device: SessionDevice {
        SessionDevice(userAgent: context.request.headers["User-Agent"] ?? "", clientAddress: clientAddress)
    }

    /// Starts a session for `user` with a new id (any previous session ends: no fixation).
    /// A remembered session's cookie outlives the browser and may idle longer (``SessionPolicy``).
    public func signIn(_ user: SignedInUser, remember: Bool = false) throws {
        try endSession()
        let (sessionID, hash) = SessionCookies.newSessionID()
        let record = SessionRecord(
            idHash: hash, userID: user.id, csrfSecret: SecureRandom.token(byteCount: 32),
            createdAt: context.now, lastSeenAt: context.now, persistent: remember)
        try services.sessions.insert(record, device: device)
        context.session = record
        context.user = user
        setSessionCookie(sessionID, persistent: remember)
    }

    /// Ends the session and tells the browser to forget its id.
    public func signOut() throws {
        try endSession()
        if let cookie = services.sessionCookies.clearingCookie(secure: context.secure) {
            context.cookies.append(cookie)
        }
    }

    /// The id hash of this request's session, for a change the store makes in one transaction
    /// that must keep this browser signed in (``Domain`` cannot see sessions otherwise); `nil`
    /// for a visitor.
    public var sessionIDHash: String? { context.session?.idHash }

    /// Records that the signed-in member just typed their password again, opening the window
    /// in which ``Access/requiresRecentSignIn`` routes admit them, and gives the session a new
    /// id, as signing in does: a copy of the cookie taken before does not ride the window.
    public func confirmIdentity() throws {
        try renewSession()
    }

    /// Gives the current session a new id, as after a password change: a copy of the old id
    /// taken earlier no longer works. Its device, times and "remember me" stay.
    public func renewSession() throws {
        guard let session = context.session else { return }
        let (sessionID, hash) = SessionCookies.newSessionID()
        try services.sessions.renew(idHash: session.idHash, to: hash, authenticatedAt: context.now)
        context.session = SessionRecord(
            idHash: hash, userID: session.userID, csrfSecret: session.csrfSecret, createdAt: session.createdAt,
            lastSeenAt: session.lastSeenAt, authenticatedAt: context.now, persistent: session.persistent)
        setSessionCookie(sessionID, persistent: session.persistent)
    }

    /// Every live session of the signed-in member, newest first, the current one marked;
    /// none for a visitor.
    public func memberSessions() throws -> [MemberSession] {
        guard let session = context.session else { return [] }
        let policy = services.configuration.sessions
        return try services.sessions.sessions(userID: session.userID).compactMap { stored in
            guard !policy.isExpired(stored.record, now: context.now) else { return nil }
            let isCurrent = stored.record.idHash == session.idHash
            let lastSeen = isCurrent ? context.now : max(
                stored.record.lastSeenAt, services.sessionActivity.waitingLastSeen(idHash: stored.record.idHash) ?? 0)
            return MemberSession(
                number: stored.number, signedInAt: stored.record.createdAt, lastSeenAt: lastSeen,
                device: stored.device, isCurrent: isCurrent)
        }
    }

    /// Ends the signed-in member's session with this number; the current one signs out.
    ///
    /// - Returns: `false` when the member has no session with that number (another member's
    ///   included): nothing changed.
    public func revokeSession(number: Int) throws -> Bool {
        guard let session = context.session else { return false }
        let isCurrent = try services.sessions.sessions(userID: session.userID)
            .contains { $0.number == number && $0.record.idHash == session.idHash }
        if isCurrent {
            try signOut()
            return true
        }
        return try services.sessions.delete(number: number, userID: session.userID)
    }

    /// Ends every session of the signed-in member but this one.
    ///
    /// - Returns: how many ended.
    @discardableResult
    public func signOutEverywhereElse() throws -> Int {
        guard let session = context.session else { return 0 }
        return try services.sessions.deleteSessions(userID: session.userID, keeping: session.idHash)
    }

    private func setSessionCookie(_ sessionID: String, persistent: Bool) {
        context.cookies.removeAll { $0.name == services.sessionCookies.name }
        if let cookie = services.sessionCookies.cookie(for: sessionID, persistent: persistent, secure: context.secure) {
            context.cookies.append(cookie)
        }
    }

    private func endSession() throws {
        if let session = context.session {
            try services.sessions.delete(idHash: session.idHash)
        }
        context.session = nil
        context.user = nil
    }
}
