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
    var signedInUser: SignedInUser? { context.user }

    /// The decoded query string.
    public var query: URLEncodedForm { context.request.query }

    /// The client's address, for per-address limits such as sign-in throttling: the
    /// connection's peer, or behind a trusted proxy the address it forwarded.
    public var clientAddress: String { services.forwarded.address(of: context.request) }

    /// Starts a session for `user` with a new id (any previous session ends: no fixation).
    public func signIn(_ user: SignedInUser) throws {
        try endSession()
        let (sessionID, hash) = SessionCookies.newSessionID()
        let record = SessionRecord(
            idHash: hash, userID: user.id, csrfSecret: SecureRandom.token(byteCount: 32),
            createdAt: context.now, lastSeenAt: context.now)
        try services.sessions.insert(record)
        context.session = record
        context.user = user
        context.cookies.removeAll { $0.name == services.sessionCookies.name }
        if let cookie = services.sessionCookies.cookie(for: sessionID, secure: context.secure) {
            context.cookies.append(cookie)
        }
    }

    /// Ends the session and tells the browser to forget its id.
    public func signOut() throws {
        try endSession()
        if let cookie = services.sessionCookies.clearingCookie(secure: context.secure) {
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
