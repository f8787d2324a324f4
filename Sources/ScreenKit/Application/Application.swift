public import HTTPCore
import Localization
public import Logging

/// The web layer in front of the routes: static files, the stages every routed request passes
/// (sessions, flash, CSRF, security headers, and the app's own), route guards, form decoding,
/// content negotiation and status screens. It is the server's ``HTTPResponder``.
///
/// One request runs in a straight line (``respond(to:)``): the route is matched once, each
/// stage does its part and asks the next (or answers instead), the route's access rule admits
/// the viewer, its coordinator starts the presenter, whose ``Answer`` is rendered with the
/// screen's view, and each stage adds what it owes the response on the way back, settling
/// cookies and fields.
///
/// ```swift
/// var router = Router()
/// router.register(GreetingFeature())
/// let app = Application(router: router, flow: AppFlow.kit, sessions: store, secretKey: key, logger: logger) { kit in
///     [RequestIDStage()] + kit.standard
/// }
/// let server = HTTPServer(configuration: serverConfiguration, responder: app, logger: logger)
/// ```
public final class Application: HTTPResponder {
    let services: ApplicationServices
    private let files: (any StaticFileSource)?
    /// The stages, first to last, then the request's end, linked once at start (``StageLink``).
    private let stages: StageLink

    /// - Parameters:
    ///   - flow: Where the kit's own destinations are: the sign-in form for routes that need a
    ///     signed-in user, the home page, the sign-out action.
    ///   - reads: Lets a `GET`'s reads share one read transaction: the database, when
    ///     the stores are in it; nothing to share (the default) for stores in memory.
    ///   - files: Served for `GET`s no route answers, such as the public folder.
    ///   - secretKey: 32 bytes that sign CSRF tokens and flash cookies; the same key must be
    ///     used by every instance behind one address, and kept secret.
    ///   - stages: The stages every routed request passes, in order, from the kit's own
    ///     (``KitStages/standard`` by default) and the app's.
    public init(
        configuration: ApplicationConfiguration = ApplicationConfiguration(),
        router: Router,
        flow: any FlowType<KitDestination>,
        sessions: any SessionStore,
        reads: any ReadScope = SeparateReads(),
        files: (any StaticFileSource)? = nil,
        secretKey: [UInt8],
        clock: any WallClock = SystemClock(),
        logger: Logger,
        stages: (KitStages) -> [any RequestStage] = { $0.standard }
    ) {
        self.files = files
        services = ApplicationServices(
            configuration: configuration, router: router, flow: flow, sessions: sessions, reads: reads,
            secretKey: secretKey, clock: clock, logger: logger)
        self.stages = StageLink.chain(stages(KitStages(services: services)), services: services)
    }

    /// Sessions' last-seen times recorded by requests and not yet written; the app runs a
    /// ``BackgroundWorker`` that flushes it.
    public var sessionActivity: SessionActivity {
        services.sessionActivity
    }

    /// The route table, in the order ``RequestPlan/route`` indexes it.
    public var routes: [Route] {
        services.router.routes
    }

    public func respond(to request: Request) throws -> Response {
        switch target(of: request) {
        case .file(var file):
            stages.handle(file: &file, for: request)
            return file
        case .end(let end):
            // A GET or HEAD only reads, so its reads (the session, then the page's) share one
            // transaction; a static file reads nothing, and opens no scope. Other methods
            // write, and keep each read on its own.
            guard request.method.routingMethod == .get else { return answer(request, end) }
            return services.reads.sharingReads { answer(request, end) }
        }
    }

    /// From a request to its response, top to bottom: each stage in turn, then the end.
    private func answer(_ request: Request, _ end: consuming RequestEnd) -> Response {
        var context = makeContext(for: request, end: end)
        let response = stages.respond(&context)
        guard let awaited = context.awaitedWork else { return response }
        return awaiting(awaited.deadline, context)
    }

    /// The rest of a request whose screen's (or a stage's) answer awaits, as an answer the
    /// server holds the connection for while it runs as a task: in the page's language and,
    /// for a `GET`, with the request's read snapshot (this runs inside ``respond(to:)``'s
    /// scope), then what the stages add to the final response.
    private func awaiting(_ deadline: Duration, _ context: RequestContext) -> Response {
        let work = services.reads.carryingReads { [self] in
            await Language.$current.withValue(context.language) { await finish(from: context) }
        }
        return .awaiting(deadline: deadline) { try await work() }
    }

    private func finish(from start: RequestContext) async -> Response {
        var context = start
        var response = Response()
        // An answer that awaited may answer that it awaits once more.
        while let work = context.awaitedWork {
            context.awaitedWork = nil
            // What the stages after the await add is added first: they are nearer the route.
            let outer = context.finishes
            context.finishes = []
            do {
                (context, response) = try await work.render(context)
            } catch {
                response = services.failed(error, &context)
            }
            context.finishes += outer
        }
        for finish in context.finishes {
            finish(&context, &response)
        }
        return response
    }

    // MARK: - The steps

    /// What answers the request: a route, a static file, or the kit's 404 or 405. The route is
    /// the one the server's plan found when it asked (``RequestPlan/route``), else matched here.
    private func target(of request: Request) -> Target {
        let router = services.router
        let match: Router.Match
        if case .route(let index, let captured) = request.plannedRoute, index < router.routes.count,
            router.routes[index].method == request.method.routingMethod {
            match = .found(router.routes[index], values: captured)
        } else if request.plannedRoute == .none, request.method.routingMethod == .get, let file = files?.response(for: request) {
            // No route for the path: a static file needs no second match. Anything else does,
            // to tell a 404 from a 405.
            return .file(file)
        } else {
            match = router.match(method: request.method, path: request.pathSegments)
        }
        switch match {
        case .found(let route, let values):
            // Refused before any stage reads the body (the CSRF stage decodes it).
            if let limit = route.bodyLimit, request.body.count > limit {
                return .end(.status(.contentTooLarge, allow: nil))
            }
            return .end(.route(route, values))
        case .methodNotAllowed(let allow):
            return .end(.status(.methodNotAllowed, allow: allow.map(\.rawValue).joined(separator: ", ")))
        case .notFound:
            if request.method.routingMethod == .get, let file = files?.response(for: request) {
                return .file(file)
            }
            if request.method.routingMethod != .get, files?.contains(request.pathSegments) == true {
                return .end(.status(.methodNotAllowed, allow: "GET, HEAD"))
            }
            return .end(.status(.notFound, allow: nil))
        }
    }

    private func makeContext(for request: Request, end: consuming RequestEnd) -> RequestContext {
        RequestContext(request: request, now: services.clock.secondsSince1970, secure: isSecure(request), end: end)
    }

    private func isSecure(_ request: Request) -> Bool {
        services.configuration.secureCookies || services.forwarded.isHTTPS(request)
    }

    // MARK: - What the server asks

    /// The route's body limit, workload and index, from one lookup: a slow route (password
    /// hashing) runs off the server's request threads, and a server that records metrics
    /// labels the request with the route's pattern. The server hands the
    /// index back with the request, so the route is matched once.
    public func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        guard case .found(let route, let values) = services.router.match(method: method, path: target.segments) else { return RequestPlan() }
        var plan = RequestPlan(bodyLimit: route.bodyLimit, workload: route.workload, route: route.index)
        plan.captured = values
        return plan
    }

    /// The server's refusals (400, 413, 414) and errors thrown past ``respond(to:)`` get the
    /// status screen too, for the same visitor: the stages find their session (the nav bar shows
    /// them signed in) and their anonymous binding (forms open in other tabs keep working).
    public func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
        var context = makeContext(for: request, end: .refusal(status, message: message))
        return stages.respond(&context)
    }
}

/// What answers one request, decided before any stage runs.
private enum Target {
    /// What the stages let the request through to.
    case end(RequestEnd)
    /// A static file, answered as itself without the stages (no session is looked up for it).
    case file(Response)
}

/// What a request ends in once its stages let it through, decided before any stage runs.
enum RequestEnd: Sendable {
    case route(Route, [String])
    /// The kit's own status screen (404, or 405 with the methods the path allows).
    case status(HTTPStatus, allow: String?)
    /// The server's refusal of a request it could not take (400, 413, 414), in its words.
    case refusal(HTTPStatus, message: String)

    var runsRoute: Bool {
        if case .route = self { return true }
        return false
    }

    /// The response `context`'s end gives.
    static func respond(_ context: inout RequestContext, services: ApplicationServices) throws -> Response {
        switch context.end {
        case .route(let route, let values):
            return try route.run(&context, RouteMatch(values: values, services: services))
        case .status(let status, let allow):
            var response = services.statusScreen(status, message: nil, &context)
            if let allow { response.headers.add("Allow", allow) }
            return response
        case .refusal(let status, let message):
            return services.statusScreen(status, message: refusalMessage(message, in: context.language), &context)
        }
    }

    /// The server words its refusals in the fallback language, before any stage has chosen
    /// one; a page in another language says the status's own sentence in it instead.
    static func refusalMessage(_ message: String, in language: Language) -> String? {
        language == .fallback ? message : nil
    }
}
