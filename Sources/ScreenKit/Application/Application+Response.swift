import HTTPCore
import Logging

extension Application {
    /// Turns the coordinator's outcome into the response. Every cookie, the CSRF binding and the
    /// flash to show are settled first; then the page renders as a pure function of them.
    func finish(_ outcome: Outcome, context: RequestContext) -> Response {
        let representation = Representation(context.request.headers)
        // A flash is shown once, by the next whole page; a redirect, JSON or a fragment leave it.
        let flash = representation == .document && outcome.content.isScreen ? context.incomingFlash : nil
        var response: Response
        switch outcome.content {
        case .redirect(let location):
            response = redirect(to: location)
        case .accessRefused(let rule):
            response = redirect(to: refusalLocation(rule, context: context))
        case .page(let page):
            response = screen(page, status: outcome.status, as: representation, flash: flash, context: context)
        case .statusScreen(let message):
            response = screen(statusPage(outcome.status, message), status: outcome.status, as: representation, flash: flash, context: context)
        case .nothingShown:
            services.logger.error("screen showed nothing", metadata: ["path": "\(context.request.path)"])
            return finish(.status(.internalServerError), context: context)
        case .file(let file):
            response = fileResponse(file, request: context.request)
        }
        for header in outcome.headers {
            response.headers.add(header.name, header.value)
        }
        // The server adds it to every answer when the whole site is HTTPS; here it also reaches
        // a request a trusted proxy says came over HTTPS, and hosts other than the server.
        if context.secure {
            response.headers.addStrictTransportSecurity()
        }
        addOutgoingCookies(to: &response.headers, context: context, flash: outcome.flash, showedIncomingFlash: flash != nil)
        return response
    }

    private func fileResponse(_ file: StoredFile, request: Request) -> Response {
        let current = file.isCurrent(ifNoneMatch: request.headers["If-None-Match"])
        var response = Response(status: current ? .notModified : .ok)
        if !current {
            response.body = file.bytes
            response.headers.add("Content-Type", file.contentType)
        }
        response.headers.add("ETag", file.entityTag)
        response.headers.add("Cache-Control", file.immutable ? "private, max-age=31536000, immutable" : "private, no-cache")
        SecurityHeaders.applyToFile(to: &response.headers, policy: file.contentSecurityPolicy)
        return response
    }

    private func redirect(to location: String) -> Response {
        var response = Response(status: .seeOther)
        response.headers.add("Location", location)
        response.headers.add("Cache-Control", "no-store")
        return response
    }

    /// Where a route's access rule sends a visitor it turns away. A visitor stopped at a form's
    /// `POST` comes back to the form, never to a replayed post.
    private func refusalLocation(_ rule: AccessRule, context: RequestContext) -> String {
        let request = context.request
        switch rule {
        case .signedOutOnly:
            guard let user = context.user else { return services.renderer.chrome.homeLocation }
            return services.flow.location(of: .signedInHome(user))
        case .requiresSignIn, .anyone, .requiresRecentSignIn:
            let returnTo: String?
            if request.method.routingMethod == .get {
                returnTo = context.currentLocation
            } else {
                returnTo = router.hasScreen(at: request.pathSegments) ? request.path : nil
            }
            if rule == .requiresRecentSignIn && context.user != nil {
                return services.flow.location(of: .confirmIdentity(returnTo: returnTo))
            }
            return services.flow.location(of: .signIn(returnTo: returnTo))
        }
    }

    private func statusPage(_ status: HTTPStatus, _ message: String) -> Page<StatusView> {
        let page = Page<StatusView>()
        page.show(StatusView.Model(
            status: status.code, error: status.reasonPhrase, message: message,
            homePath: services.renderer.chrome.homeLocation))
        return page
    }

    /// A page as the request asked for it: JSON, the content alone, or the whole document with
    /// `flash` in its flash area.
    private func screen(
        _ page: any ShownPage, status: HTTPStatus, as representation: Representation, flash: FlashMessage?, context: RequestContext
    ) -> Response {
        let signedIn = context.user != nil
        var response = Response(status: status)
        response.headers.reserveCapacity(14)
        switch representation {
        case .json:
            do {
                response.body = try page.encodeModel()
            } catch {
                services.logger.error("view model did not encode", metadata: ["path": "\(context.request.path)", "error": "\(error)"])
                response.status = .internalServerError
                response.body = (try? statusPage(.internalServerError, StatusView.defaultMessage(for: .internalServerError)).encodeModel()) ?? Array("{}\n".utf8)
            }
            response.headers.add("Content-Type", PageRenderer.jsonContentType)
            SecurityHeaders.applyToData(to: &response.headers, signedIn: signedIn)
        case .fragment(let turboFrame):
            response.body = services.renderer.fragment(page, turboFrame: turboFrame, csrfToken: csrfToken(context))
            response.headers.add("Content-Type", PageRenderer.htmlContentType)
            SecurityHeaders.apply(to: &response.headers, signedIn: signedIn)
        case .document:
            let inputs = PageRenderer.ShellInputs(
                user: context.user, currentPath: context.request.path, flash: flash, csrfToken: csrfToken(context))
            response.body = services.renderer.document(page, inputs)
            response.headers.add("Content-Type", PageRenderer.htmlContentType)
            SecurityHeaders.apply(to: &response.headers, signedIn: signedIn)
        }
        response.headers.add("Vary", Representation.varyHeader)
        return response
    }

    private func csrfToken(_ context: RequestContext) -> String {
        services.csrf.token(for: context.bindingForNewToken(), now: context.now)
    }

    /// Every cookie this response changes, written straight into its headers.
    private func addOutgoingCookies(to headers: inout HTTPHeaders, context: RequestContext, flash: FlashMessage?, showedIncomingFlash: Bool) {
        for cookie in context.cookies {
            headers.add(cookie)
        }
        let secure = context.secure
        if context.mintedAnonymousBinding, context.user == nil, let binding = context.anonymousBinding,
           let cookie = secure ? services.secureAnonymousCookie : services.anonymousCookie {
            headers.add(cookie, value: binding)
        }
        if let flash, let cookie = services.flashCookie.cookie(for: flash, secure: secure) {
            headers.add(cookie)
        } else if showedIncomingFlash, let clearing = services.flashCookie.clearingCookie(secure: secure) {
            // Shown on this page: gone from the next one.
            headers.add(clearing)
        }
    }
}
