import HTTPCore

extension Application {
    /// Resolves who is asking: the session from its cookie (expired or unknown sessions are
    /// ended), the anonymous binding, and the flash left by the previous response.
    func makeContext(for request: Request) throws -> RequestContext {
        let cookies = request.cookies
        let configuration = services.configuration
        let now = services.clock.secondsSince1970
        let secure = isSecure(request)
        let flash = cookies[services.flashCookie.name].flatMap(services.flashCookie.message(from:))
        let context = RequestContext(
            request: request, now: now, secure: secure,
            anonymousBinding: cookies[services.anonymousCookieName], incomingFlash: flash)
        if cookies[services.flashCookie.name] != nil && flash == nil, let clearing = services.flashCookie.clearingCookie(secure: secure) {
            context.cookies.append(clearing)
        }

        guard let sessionID = cookies[services.sessionCookies.name] else { return context }
        let hash = SessionCookies.hash(of: sessionID)
        // One read: the session joined with its user; a session whose user is gone is gone too.
        if let found = try services.sessions.signedInSession(idHash: hash) {
            var session = found.record
            if configuration.sessions.isExpired(session, now: now),
               let waiting = services.sessionActivity.waitingLastSeen(idHash: hash) {
                // The stored time lags behind a touch not written yet; only an expiry needs it.
                session.lastSeenAt = max(session.lastSeenAt, waiting)
            }
            if !configuration.sessions.isExpired(session, now: now) {
                context.session = session
                context.user = found.user
                if now - session.lastSeenAt >= configuration.sessions.touchIntervalSeconds {
                    // Recorded, not written: a background flush writes the touches in batches.
                    services.sessionActivity.record(idHash: hash, at: now)
                }
                return context
            }
            try services.sessions.delete(idHash: hash)
        }
        if let clearing = services.sessionCookies.clearingCookie(secure: secure) {
            context.cookies.append(clearing)
        }
        return context
    }

    func isSecure(_ request: Request) -> Bool {
        let configuration = services.configuration
        if configuration.secureCookies { return true }
        return services.forwarded.isHTTPS(request)
    }
}
