public import HTTPCore
public import HTTPServer
public import Logging

/// The web layer in front of the routes: static files, sessions, CSRF, security headers,
/// content negotiation, and status screens. It is the server's ``HTTPResponder``.
///
/// ```swift
/// var router = Router()
/// router.register(GreetingFeature())
/// let app = Application(router: router, sessions: store, users: users, secretKey: key, logger: logger)
/// let server = HTTPServer(configuration: serverConfiguration, responder: app, logger: logger)
/// ```
public final class Application: HTTPResponder {
    private let router: Router
    private let files: StaticFiles?
    let services: ApplicationServices

    /// - Parameter secretKey: 32 bytes that sign CSRF tokens and flash cookies; the same key
    ///   must be used by every instance behind one address, and kept secret.
    public init(
        configuration: ApplicationConfiguration = ApplicationConfiguration(),
        router: Router,
        sessions: any SessionStore,
        users: any SignedInUserProvider,
        files: StaticFiles? = nil,
        secretKey: [UInt8],
        clock: any WallClock = SystemClock(),
        logger: Logger
    ) {
        self.router = router
        self.files = files
        services = ApplicationServices(
            configuration: configuration, sessions: sessions, users: users,
            secretKey: secretKey, clock: clock, logger: logger)
    }

    public func respond(to request: Request) throws -> Response {
        switch router.match(method: request.method, path: request.pathSegments) {
        case .found(let route, let parameters):
            return try run(route, parameters: parameters, for: request)
        case .methodNotAllowed(let allow):
            var response = try statusResponse(.methodNotAllowed, for: request)
            response.headers.add("Allow", allow.map(\.rawValue).joined(separator: ", "))
            return response
        case .notFound:
            if request.method.routingMethod == .get, let file = files?.response(for: request) {
                return file
            }
            if request.method.routingMethod != .get, files?.contains(request.pathSegments) == true {
                var response = try statusResponse(.methodNotAllowed, for: request)
                response.headers.add("Allow", "GET, HEAD")
                return response
            }
            return try statusResponse(.notFound, for: request)
        }
    }

    /// The server's refusals (400, 413, 414) and errors thrown past ``respond(to:)`` get the
    /// status screen too; without a decoded request there is no session to show.
    public func errorResponse(status: HTTPStatus, message: String, request: Request?) -> Response {
        let fallback = Request(method: .get, target: RequestTarget.root, headers: request?.headers ?? HTTPHeaders())
        let context = RequestContext(request: request ?? fallback, now: services.clock.secondsSince1970, secure: isSecure(request ?? fallback), anonymousBinding: nil, incomingFlash: nil)
        let navigator = Navigator(context: context, services: services)
        navigator.show(StatusScreen(status: status, message: message))
        return finish(navigator, context: context)
    }

    // MARK: - One routed request

    private func run(_ route: Route, parameters: RouteParameters, for request: Request) throws -> Response {
        let context = try makeContext(for: request)
        let navigator = Navigator(context: context, services: services)
        var form = URLEncodedForm()
        if request.method.routingMethod != .get {
            guard request.contentType?.mediaType == ContentType.formURLEncoded else {
                return finishStatus(.unsupportedMediaType, navigator: navigator, context: context)
            }
            form = try request.formFields()
            if let refusal = services.csrf.refusal(of: form[CSRFProtection.fieldName], for: context.csrfBinding, now: context.now) {
                services.logger.notice("form refused", metadata: ["path": "\(request.path)", "reason": "\(refusal)"])
                return finishStatus(.forbidden, message: Self.csrfMessage, navigator: navigator, context: context)
            }
        }
        do {
            let coordinator = try route.makeScene(
                RouteContext(navigator: navigator, parameters: parameters, form: form, query: request.query))
            try coordinator.start()
        } catch let error as any HTTPResponseError {
            return finishStatus(error.status, message: error.publicMessage, navigator: navigator, context: context)
        } catch {
            services.logger.error("scene failed", metadata: ["path": "\(request.path)", "error": "\(error)"])
            return finishStatus(.internalServerError, navigator: navigator, context: context)
        }
        guard navigator.outcome != nil else {
            services.logger.error("scene showed nothing", metadata: ["path": "\(request.path)"])
            return finishStatus(.internalServerError, navigator: navigator, context: context)
        }
        return finish(navigator, context: context)
    }

    static let csrfMessage = "This form has expired or did not come from this site. Reload the page and try again."

    private func statusResponse(_ status: HTTPStatus, for request: Request) throws -> Response {
        let context = try makeContext(for: request)
        return finishStatus(status, navigator: Navigator(context: context, services: services), context: context)
    }

    private func finishStatus(
        _ status: HTTPStatus, message: String? = nil, navigator: Navigator, context: RequestContext
    ) -> Response {
        navigator.showStatus(status, message: message ?? StatusScreen.defaultMessage(for: status))
        return finish(navigator, context: context)
    }
}
