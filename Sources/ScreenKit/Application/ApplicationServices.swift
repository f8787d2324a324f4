public import HTTPCore
import Logging
import Secrets
public import ViewCode

/// Everything a request needs from the application, shared read-only by all pool threads, and
/// the kit's steps that turn a screen's ``Answer`` into a response. A class, so that each
/// request holds one reference instead of copying every part.
public final class ApplicationServices: Sendable {
    let configuration: ApplicationConfiguration
    let router: Router
    let flow: any FlowType<KitDestination>
    let sessions: any SessionStore
    let sessionActivity: SessionActivity
    let reads: any ReadScope
    let clock: any WallClock
    let logger: Logger
    let csrf: CSRFProtection
    let flashCookie: FlashCookie
    let pendingSignInCookie: PendingSignInCookie
    let browserTrustCookie: BrowserTrustCookie
    let sessionCookies: SessionCookies
    /// The anonymous visitor's cookie name as sent.
    let anonymousCookieName: String
    /// The anonymous binding's cookie over HTTP and over HTTPS, settled once; `nil` when the
    /// configured name is not a token.
    let anonymousCookie: SetCookieTemplate?
    let secureAnonymousCookie: SetCookieTemplate?
    let forwarded: ForwardedClient
    let renderer: PageRenderer

    init(
        configuration: ApplicationConfiguration, router: Router, flow: any FlowType<KitDestination>, sessions: any SessionStore,
        reads: any ReadScope, secretKey: [UInt8], clock: any WallClock, logger: Logger
    ) {
        let authenticator = MessageAuthenticator(key: secretKey)
        self.configuration = configuration
        self.router = router
        self.flow = flow
        self.sessions = sessions
        sessionActivity = SessionActivity(store: sessions)
        self.reads = reads
        self.clock = clock
        self.logger = logger
        csrf = CSRFProtection(authenticator: authenticator)
        flashCookie = FlashCookie(authenticator: authenticator, name: configuration.cookieName(FlashCookie.baseName))
        pendingSignInCookie = PendingSignInCookie(
            authenticator: authenticator, name: configuration.cookieName(PendingSignInCookie.baseName))
        browserTrustCookie = BrowserTrustCookie(authenticator: authenticator, name: configuration.cookieName(BrowserTrustCookie.baseName))
        sessionCookies = SessionCookies(policy: configuration.sessions, name: configuration.cookieName(configuration.sessions.cookieName))
        anonymousCookieName = configuration.cookieName(configuration.anonymousCookieName)
        anonymousCookie = Self.anonymousCookie(named: anonymousCookieName, secure: false)
        secureAnonymousCookie = Self.anonymousCookie(named: anonymousCookieName, secure: true)
        forwarded = ForwardedClient(trustedProxies: configuration.trustedProxies)
        renderer = PageRenderer(chrome: PageChrome(
            appName: configuration.appName, stylesheetPath: configuration.stylesheetPath,
            iconPath: configuration.iconPath, navigationLinks: configuration.navigationLinks,
            homeLocation: flow.location(of: .home), signOutLocation: flow.location(of: .signOut),
            accountLocation: flow.location(of: .accountSettings),
            resendConfirmationLocation: flow.location(of: .resendEmailConfirmation)))
    }

    private static func anonymousCookie(named name: String, secure: Bool) -> SetCookieTemplate? {
        (try? SetCookie(name: name, value: "", path: "/", secure: secure, httpOnly: true, sameSite: .lax)).map(SetCookieTemplate.init)
    }

    // MARK: - From a screen's answer to a response

    /// The viewer a route's access rule admits, or `nil` when it turns the visitor away; a
    /// rule that asks for a recent sign-in also checks when the password was last typed.
    @inlinable
    func admit<Viewer>(_ context: RequestContext, by access: Access<Viewer>) -> Viewer? {
        guard let viewer = access.admit(context.user) else { return nil }
        if access.rule == .requiresRecentSignIn && !typedPasswordRecently(context) {
            return nil
        }
        return viewer
    }

    @usableFromInline
    func typedPasswordRecently(_ context: RequestContext) -> Bool {
        guard let session = context.session else { return false }
        return configuration.sessions.isRecentSignIn(session, now: context.now)
    }

    /// The response to a screen's answer: the session change applied, then the page rendered
    /// with `View` (or the destination followed, or the status screen shown).
    @inlinable
    func respond<View: ScreenView, Destination>(
        with answer: Answer<View.Model, Destination>, as view: View.Type, location: @escaping @Sendable (Destination) -> String,
        _ context: inout RequestContext
    ) throws -> Response {
        try prepare(sessionChange: answer.sessionChange, flash: answer.flash, &context)
        var response: Response
        switch answer.decision {
        case .show(let model):
            response = screen(model, as: View.self, status: .ok, &context)
        case .problems(let model):
            response = screen(model, as: View.self, status: .unprocessableContent, &context)
        case .throttled(let model, let seconds):
            response = screen(model, as: View.self, status: .tooManyRequests, &context)
            response.headers.add("Retry-After", String(seconds))
        case .go(let destination):
            response = redirect(to: location(destination), &context)
        case .status(let status, let message):
            response = statusScreen(status, message: message, &context)
        case .file(let file):
            response = fileResponse(file, &context)
        case .awaiting(let awaited):
            response = awaiting(awaited, as: View.self, location: location, &context)
        }
        for header in answer.headers {
            response.headers.add(header.name, header.value)
        }
        return response
    }

    /// Leaves the rest of the request to a task (``Application`` hands it to the server): the
    /// awaited answer, then its page. What is returned here is not sent.
    @usableFromInline
    func awaiting<View: ScreenView, Destination>(
        _ awaited: AwaitedAnswer<View.Model, Destination>, as view: View.Type,
        location: @escaping @Sendable (Destination) -> String, _ context: inout RequestContext
    ) -> Response {
        context.awaitedWork = AwaitedWork(deadline: awaited.deadline) { [self] entered in
            var context = entered
            let answer = try await awaited.work()
            let response = try respond(with: answer, as: View.self, location: location, &context)
            return (context, response)
        }
        return Response()
    }

    /// Before anything renders: the session change applied, so the page already shows who is
    /// signed in now, and the flash kept for the next page.
    @usableFromInline
    func prepare(sessionChange: SessionChange?, flash: FlashMessage?, _ context: inout RequestContext) throws {
        if let sessionChange {
            try apply(sessionChange, &context)
        }
        context.outgoingFlash = flash
    }

    @usableFromInline
    func fileResponse(_ file: StoredFile, _ context: inout RequestContext) -> Response {
        context.answerKind = .file
        return file.response(to: context.request)
    }

    /// A screen's page as the request asked for it; the closures run only for the
    /// representation chosen, on the model the caller holds.
    @inlinable
    func screen<View: ScreenView>(_ model: View.Model, as view: View.Type, status: HTTPStatus, _ context: inout RequestContext) -> Response {
        screen(
            status: status, title: { View(model: model).title(in: $0) }, json: { try ScreenJSONEncoder().encode(model) },
            content: { buffer in View.render(model, into: &buffer) }, &context)
    }

    @usableFromInline
    func screen(
        status: HTTPStatus, title: (Language) -> String, json: () throws -> [UInt8], content: (inout HTMLBuffer) -> Void,
        _ context: inout RequestContext
    ) -> Response {
        var response = Response(status: status)
        response.headers.reserveCapacity(14)
        switch Representation(context.request.headers) {
        case .json:
            context.answerKind = .data
            do {
                response.body = try json()
            } catch {
                logger.error("view model did not encode", metadata: metadata(context, ["error": "\(error)"]))
                response.status = .internalServerError
                response.body = Array("{\"status\":500}\n".utf8)
            }
            response.headers.add("Content-Type", PageRenderer.jsonContentType)
        case .fragment(let turboFrame):
            context.answerKind = .page
            response.body = renderer.fragment(
                content, turboFrame: turboFrame, csrfToken: csrfToken(&context), language: context.language)
            response.headers.add("Content-Type", PageRenderer.htmlContentType)
        case .document:
            context.answerKind = .page
            // A flash is shown once, by the next whole page.
            context.showedIncomingFlash = context.incomingFlash != nil
            let inputs = PageRenderer.ShellInputs(
                user: context.user, currentPath: context.request.path, flash: context.incomingFlash, csrfToken: csrfToken(&context),
                language: context.language)
            response.body = renderer.document(title: title(context.language), inputs, content: content)
            response.headers.add("Content-Type", PageRenderer.htmlContentType)
        }
        response.headers.add("Vary", context.languageNegotiated ? Representation.varyHeaderWithLanguage : Representation.varyHeader)
        return response
    }

    /// A 303 to a local path; a redirect shows no flash, and leaves the incoming one.
    @usableFromInline
    func redirect(to location: String, _ context: inout RequestContext) -> Response {
        context.answerKind = .redirect
        var response = Response(status: .seeOther)
        response.headers.add("Location", location)
        response.headers.add("Cache-Control", "no-store")
        return response
    }

    /// The kit's status screen for `status`, for this visitor (their nav bar, their flash, their
    /// language); with no `message`, the status's usual wording.
    @usableFromInline
    func statusScreen(_ status: HTTPStatus, message: String?, _ context: inout RequestContext) -> Response {
        let message = message ?? StatusView.defaultMessage(for: status, in: context.language)
        return screen(
            StatusView.Model(status: status.code, error: status.reasonPhrase, message: message, homePath: renderer.chrome.homeLocation),
            as: StatusView.self, status: status, &context)
    }

    /// Where a route's access rule sends a visitor it turns away. A visitor stopped at a form's
    /// `POST` comes back to the form, never to a replayed post.
    @usableFromInline
    func refuse(by rule: AccessRule, _ context: inout RequestContext) -> Response {
        let request = context.request
        switch rule {
        case .signedOutOnly:
            guard let user = context.user else { return redirect(to: renderer.chrome.homeLocation, &context) }
            return redirect(to: flow.location(of: .signedInHome(user)), &context)
        case .requiresSignIn, .anyone, .requiresRecentSignIn:
            let returnTo: String? = request.method.routingMethod == .get ? context.currentLocation : (router.hasScreen(at: request.pathSegments) ? request.path : nil)
            if rule == .requiresRecentSignIn && context.user != nil {
                return redirect(to: flow.location(of: .confirmIdentity(returnTo: returnTo)), &context)
            }
            return redirect(to: flow.location(of: .signIn(returnTo: returnTo)), &context)
        }
    }

    private func csrfToken(_ context: inout RequestContext) -> String {
        csrf.token(for: context.bindingForNewToken(), now: context.now)
    }

    /// `fields` with the request's correlation id, for a log line about it.
    func metadata(_ context: RequestContext, _ fields: Logger.Metadata = [:]) -> Logger.Metadata {
        var fields = fields
        fields["path"] = "\(context.request.path)"
        if let id = context.correlationID { fields["request_id"] = "\(id)" }
        return fields
    }
}

extension ApplicationServices {
    /// The response to what a stage answered instead of the route.
    func respond(to answer: Answer<Never, String>, _ context: inout RequestContext) -> Response {
        context.outgoingFlash = answer.flash
        var response: Response
        switch answer.decision {
        case .show(let never), .problems(let never), .throttled(let never, _):
            switch never {}
        case .go(let location):
            response = redirect(to: location, &context)
        case .status(let status, let message):
            response = statusScreen(status, message: message, &context)
        case .file(let file):
            response = fileResponse(file, &context)
        case .awaiting:
            // A stage answers from what the request carries; one that would wait is a mistake
            // in the app, answered as one rather than left hanging.
            logger.error("a stage's answer cannot await", metadata: metadata(context))
            response = statusScreen(.internalServerError, message: nil, &context)
        }
        for header in answer.headers {
            response.headers.add(header.name, header.value)
        }
        return response
    }

    /// What a throw becomes: an error that carries its status keeps it; any other is a 500
    /// that shows no internals. A stage that fails while the server refuses a request (its
    /// session lookup) leaves the refusal as it was.
    func failed(_ error: any Error, _ context: inout RequestContext) -> Response {
        if case .refusal(let status, let message) = context.end {
            logger.error("a stage failed on an error page", metadata: metadata(context, ["error": "\(error)"]))
            return statusScreen(status, message: RequestEnd.refusalMessage(message, in: context.language), &context)
        }
        if let error = error as? any HTTPResponseError {
            return statusScreen(error.status, message: error.statusMessage(in: context.language), &context)
        }
        logger.error("screen failed", metadata: metadata(context, ["error": "\(error)"]))
        return statusScreen(.internalServerError, message: nil, &context)
    }
}
