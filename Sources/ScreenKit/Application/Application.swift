public import HTTPCore
public import Logging

/// The web layer in front of the routes: static files, sessions, CSRF, route guards, form
/// decoding, security headers, content negotiation and status screens. It is the server's
/// ``HTTPResponder``.
///
/// One request runs in a straight line: the route is matched, who is asking is resolved, a
/// POST's body is decoded and its CSRF token checked, the route's access rule and typed
/// parameters and form are checked, its coordinator answers with an ``Outcome``, and only then
/// are the cookies settled and the page rendered.
///
/// ```swift
/// var router = Router()
/// router.register(GreetingFeature())
/// let app = Application(router: router, flow: AppFlow.kit, sessions: store, secretKey: key, logger: logger)
/// let server = HTTPServer(configuration: serverConfiguration, responder: app, logger: logger)
/// ```
public final class Application: HTTPResponder {
    let router: Router
    private let files: (any StaticFileSource)?
    let services: ApplicationServices

    /// - Parameters:
    ///   - flow: Where the kit's own destinations are: the sign-in form for routes that need a
    ///     signed-in user, the home page, the sign-out action.
    ///   - reads: Lets a `GET`'s reads share one read transaction: the database, when
    ///     the stores are in it; nothing to share (the default) for stores in memory.
    ///   - files: Served for `GET`s no route answers, such as the public folder.
    ///   - secretKey: 32 bytes that sign CSRF tokens and flash cookies; the same key must be
    ///     used by every instance behind one address, and kept secret.
    public init(
        configuration: ApplicationConfiguration = ApplicationConfiguration(),
        router: Router,
        flow: any FlowType<KitDestination>,
        sessions: any SessionStore,
        reads: any ReadScope = SeparateReads(),
        files: (any StaticFileSource)? = nil,
        secretKey: [UInt8],
        clock: any WallClock = SystemClock(),
        logger: Logger
    ) {
        self.router = router
        self.files = files
        services = ApplicationServices(
            configuration: configuration, flow: flow, sessions: sessions, reads: reads,
            secretKey: secretKey, clock: clock, logger: logger)
    }

    /// Sessions' last-seen times recorded by requests and not yet written; the app runs a
    /// ``BackgroundWorker`` that flushes it.
    public var sessionActivity: SessionActivity {
        services.sessionActivity
    }

    public func respond(to request: Request) throws -> Response {
        // A GET or HEAD only reads, so its reads (the session, then the page's) share one
        // transaction. Other methods write, and keep each read on its own.
        guard request.method.routingMethod == .get else { return try route(request) }
        return try services.reads.sharingReads { () throws -> Response in try route(request) }
    }

    private func route(_ request: Request) throws -> Response {
        switch router.match(method: request.method, path: request.pathSegments) {
        case .found(let route, let values):
            return try run(route, values: values, for: request)
        case .methodNotAllowed(let allow):
            return try statusResponse(.methodNotAllowed, for: request, header: ("Allow", allow.map(\.rawValue).joined(separator: ", ")))
        case .notFound:
            if request.method.routingMethod == .get, let file = files?.response(for: request) {
                return file
            }
            if request.method.routingMethod != .get, files?.contains(request.pathSegments) == true {
                return try statusResponse(.methodNotAllowed, for: request, header: ("Allow", "GET, HEAD"))
            }
            return try statusResponse(.notFound, for: request)
        }
    }

    /// The route's own limit, so that an upload route may take more than a form and a
    /// declared body over the limit is refused before it is read.
    public func bodyLimit(method: HTTPMethod, target: RequestTarget) -> Int? {
        plan(method: method, target: target).bodyLimit
    }

    /// The route's body limit, workload and index, from one lookup: a slow route (password
    /// hashing) runs off the server's request threads, and a server that records metrics
    /// labels the request with the route's pattern.
    public func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        guard case .found(let route, _) = router.match(method: method, path: target.segments) else { return RequestPlan() }
        return RequestPlan(bodyLimit: route.bodyLimit, workload: route.workload, route: route.index)
    }

    /// The route table, in the order ``RequestPlan/route`` indexes it.
    public var routes: [Route] {
        router.routes
    }

    /// The server's refusals (400, 413, 414) and errors thrown past ``respond(to:)`` get the
    /// status screen too, for the same visitor: their session (the nav bar shows them signed
    /// in) and their anonymous binding (forms open in other tabs keep working) come from the
    /// request's cookies, as for any page.
    public func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
        let context: RequestContext
        do {
            context = try makeContext(for: request)
        } catch {
            services.logger.error("session lookup failed for an error page", metadata: ["error": "\(error)"])
            context = RequestContext(
                request: request, now: services.clock.secondsSince1970, secure: isSecure(request),
                anonymousBinding: request.cookies[services.anonymousCookieName], incomingFlash: nil)
        }
        return finish(.status(status, message: message), context: context)
    }

    // MARK: - One routed request

    private func run(_ route: Route, values: [String], for request: Request) throws -> Response {
        let context = try makeContext(for: request)
        let navigator = Navigator(context: context, services: services)
        var form = FormData()
        if request.method.routingMethod != .get {
            if let limit = route.bodyLimit, request.body.count > limit {
                return finish(.status(.contentTooLarge), context: context)
            }
            do {
                guard let decoded = try formData(of: request) else {
                    return finish(.status(.unsupportedMediaType), context: context)
                }
                form = decoded
            } catch let error as any HTTPResponseError {
                return finish(.status(error.status, message: error.publicMessage), context: context)
            }
            if let refusal = services.csrf.refusal(of: form[CSRFProtection.fieldName], for: context.csrfBinding, now: context.now) {
                services.logger.notice("form refused", metadata: ["path": "\(request.path)", "reason": "\(refusal)"])
                return finish(.forbidden(Self.csrfMessage), context: context)
            }
        }
        let outcome: Outcome
        do {
            outcome = try route.handle(RouteRequest(navigator: navigator, values: values, form: form))
        } catch let error as any HTTPResponseError {
            outcome = .status(error.status, message: error.publicMessage)
        } catch {
            services.logger.error("screen failed", metadata: ["path": "\(request.path)", "error": "\(error)"])
            outcome = .status(.internalServerError)
        }
        return finish(outcome, context: context)
    }

    /// The body as form fields, from either encoding a form may use; `nil` for any other
    /// content type (415).
    private func formData(of request: Request) throws -> FormData? {
        guard let contentType = request.contentType else { return nil }
        switch contentType.mediaType {
        case ContentType.formURLEncoded:
            return FormData(try request.formFields())
        case ContentType.multipartFormData:
            return try FormData(multipart: request.body, boundary: contentType.parameters["boundary"] ?? "")
        default:
            return nil
        }
    }

    static let csrfMessage = "This form has expired or did not come from this site. Reload the page and try again."

    private func statusResponse(_ status: HTTPStatus, for request: Request, header: (String, String)? = nil) throws -> Response {
        var outcome = Outcome.status(status)
        if let header { outcome = outcome.adding(header: header.0, header.1) }
        return finish(outcome, context: try makeContext(for: request))
    }
}
