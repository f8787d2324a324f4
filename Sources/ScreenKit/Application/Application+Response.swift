import HTTPCore

extension Application {
    /// Turns the navigator's outcome into the response: content, security headers, and every
    /// cookie the request changed (session, anonymous binding, flash).
    func finish(_ navigator: Navigator, context: RequestContext) -> Response {
        var response: Response
        let signedIn = context.user != nil
        switch navigator.outcome {
        case .screen(let render):
            let rendered = render()
            response = Response(status: rendered.status, body: rendered.body)
            response.headers.reserveCapacity(12)
            response.headers.add("Content-Type", rendered.contentType)
            if context.wantsJSON {
                SecurityHeaders.applyToData(to: &response.headers, signedIn: signedIn)
            } else {
                SecurityHeaders.apply(to: &response.headers, signedIn: signedIn)
            }
        case .redirect(let location):
            response = Response(status: .seeOther)
            response.headers.add("Location", location)
            response.headers.add("Cache-Control", "no-store")
        case nil:
            response = Response.text("500 Internal Server Error\n", status: .internalServerError)
        }
        for header in context.extraHeaders {
            response.headers.add(header.name, header.value)
        }
        for cookie in outgoingCookies(context: context) {
            response.headers.add("Set-Cookie", cookie.headerValue)
        }
        return response
    }

    private func outgoingCookies(context: RequestContext) -> [SetCookie] {
        var cookies = context.cookies
        let secure = context.secure
        if context.mintedAnonymousBinding, context.user == nil, let binding = context.anonymousBinding,
           let cookie = try? SetCookie(
               name: services.configuration.anonymousCookieName, value: binding,
               path: "/", secure: secure, httpOnly: true, sameSite: .lax) {
            cookies.append(cookie)
        }
        if let flash = context.outgoingFlash, let cookie = services.flashCookie.cookie(for: flash, secure: secure) {
            cookies.append(cookie)
        } else if context.incomingFlashShown, let clearing = services.flashCookie.clearingCookie(secure: secure) {
            // Shown on this page: gone from the next one.
            cookies.append(clearing)
        }
        return cookies
    }
}
