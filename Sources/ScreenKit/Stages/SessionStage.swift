import HTTPCore

/// Who is asking: the session from its cookie, one joined read with its member (an expired or
/// unknown session is ended and its cookie cleared); on the way out, the session cookie this
/// response sets or clears (``Answer/signingIn(_:remember:method:trustingBrowser:)``…).
struct SessionStage: RequestStage {
    let services: ApplicationServices

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        try find(&context)
        return next(&context) { context, response in
            for cookie in context.sessionCookies {
                response.headers.add(cookie)
            }
        }
    }

    private func find(_ context: inout RequestContext) throws {
        guard let sessionID = context.cookies[services.sessionCookies.name] else { return }
        let policy = services.configuration.sessions
        let now = context.now
        let hash = SessionCookies.hash(of: sessionID)
        if let found = try services.sessions.signedInSession(idHash: hash) {
            var session = found.record
            if policy.isExpired(session, now: now), let waiting = services.sessionActivity.waitingLastSeen(idHash: hash) {
                // The stored time lags behind a touch not written yet; only an expiry needs it.
                session.lastSeenAt = max(session.lastSeenAt, waiting)
            }
            if !policy.isExpired(session, now: now) {
                context.session = session
                context.user = found.user
                if now - session.lastSeenAt >= policy.touchIntervalSeconds {
                    // Recorded, not written: a background flush writes the touches in batches.
                    services.sessionActivity.record(idHash: hash, at: now)
                }
                return
            }
            try services.sessions.delete(idHash: hash)
        }
        if let clearing = services.sessionCookies.clearingCookie(secure: context.secure) {
            context.sessionCookies.append(clearing)
        }
    }
}
