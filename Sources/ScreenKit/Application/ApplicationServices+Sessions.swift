import HTTPCore
import Secrets

/// The one place a screen's session change is applied: the store written, the request's
/// context updated for the rest of the request, and the cookie the session stage sets.
extension ApplicationServices {
    @usableFromInline
    func apply(_ change: SessionChange, _ context: inout RequestContext) throws {
        switch change {
        case .signIn(let user, let remember, let method, let trust):
            try endSession(&context)
            let (sessionID, hash) = SessionCookies.newSessionID()
            let record = SessionRecord(
                idHash: hash, userID: user.id, csrfSecret: SecureRandom.token(byteCount: 32),
                createdAt: context.now, lastSeenAt: context.now, persistent: remember)
            try sessions.insert(record, device: device(of: context), method: method)
            context.session = record
            context.user = user
            setSessionCookie(sessionID, persistent: remember, &context)
            if context.cookies[pendingSignInCookie.name] != nil, let clearing = pendingSignInCookie.clearingCookie(secure: context.secure) {
                context.sessionCookies.append(clearing)
            }
            if let trust {
                keepAnonymousBinding(for: BrowserTrust.lifetimeSeconds, &context)
                let binding = context.anonymousBindingForCookie()
                if let cookie = browserTrustCookie.cookie(for: trust, binding: binding, now: context.now, secure: context.secure) {
                    context.sessionCookies.append(cookie)
                }
            }
        case .awaitSecondStep(let pending):
            if let cookie = pendingSignInCookie.cookie(for: pending, binding: context.anonymousBindingForCookie(), secure: context.secure) {
                context.sessionCookies.append(cookie)
            }
        case .signOut:
            try endSession(&context)
            if let cookie = sessionCookies.clearingCookie(secure: context.secure) {
                context.sessionCookies.append(cookie)
            }
        case .renew, .confirmIdentity:
            // Either way the session gets a new id and the password counts as just typed.
            guard let session = context.session else { return }
            let (sessionID, hash) = SessionCookies.newSessionID()
            try sessions.renew(idHash: session.idHash, to: hash, authenticatedAt: context.now)
            context.session = SessionRecord(
                idHash: hash, userID: session.userID, csrfSecret: session.csrfSecret, createdAt: session.createdAt,
                lastSeenAt: session.lastSeenAt, authenticatedAt: context.now, persistent: session.persistent)
            setSessionCookie(sessionID, persistent: session.persistent, &context)
        }
    }

    /// The browser and address the request comes from, as a session or a security log keeps them.
    func device(of context: RequestContext) -> SessionDevice {
        SessionDevice(userAgent: context.request.headers["User-Agent"] ?? "", clientAddress: forwarded.address(of: context.request))
    }

    /// Sets the anonymous binding's cookie to outlive the browser for `seconds`: a value bound
    /// to it for that long (a browser's trust) must not lose it when the browser closes.
    private func keepAnonymousBinding(for seconds: Int, _ context: inout RequestContext) {
        let binding = context.anonymousBindingForCookie()
        context.mintedAnonymousBinding = false
        if let cookie = try? SetCookie(
            name: anonymousCookieName, value: binding, maxAge: seconds, path: "/", secure: context.secure, httpOnly: true, sameSite: .lax
        ) {
            context.sessionCookies.append(cookie)
        }
    }

    private func setSessionCookie(_ sessionID: String, persistent: Bool, _ context: inout RequestContext) {
        context.sessionCookies.removeAll { $0.name == sessionCookies.name }
        if let cookie = sessionCookies.cookie(for: sessionID, persistent: persistent, secure: context.secure) {
            context.sessionCookies.append(cookie)
        }
    }

    private func endSession(_ context: inout RequestContext) throws {
        if let session = context.session {
            try sessions.delete(idHash: session.idHash)
        }
        context.session = nil
        context.user = nil
    }
}
