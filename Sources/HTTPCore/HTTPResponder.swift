/// What a server calls for every request that passed its limits.
///
/// It runs on one of the server's pool threads and should not block for long: work that is
/// slow on purpose says so through ``plan(method:target:)``, and runs elsewhere; work that
/// waits on another server answers ``Response/awaiting(deadline:_:)``, and runs as a task. A
/// thrown ``HTTPResponseError`` is answered with its status; any other error with 500.
///
/// ```swift
/// struct Hello: HTTPResponder {
///     func respond(to request: Request) throws -> Response { .text("hello") }
/// }
/// ```
public protocol HTTPResponder: Sendable {
    func respond(to request: Request) throws -> Response

    /// The response for a request the server refused or a handler failed on: `status` is
    /// 400/413/414/500…, `message` is safe to show. `request` is the request as far as it was
    /// read: its method and headers (so its cookies, and who is asking), its target (`/` when
    /// the target itself was refused), and no body when the refusal came before it.
    func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response

    /// What the server needs to know before it reads a request's body: its limit and its
    /// ``Workload``. Asked once per request that has a body or is not a `GET`/`HEAD`, so a
    /// plain page view pays for no lookup — unless the server records metrics, which label every
    /// request with its ``RequestPlan/route``. The default keeps the server's own body limit
    /// and runs every handler on the request threads.
    func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan
}

/// How a server should take one request, decided from its method and target alone.
public struct RequestPlan: Sendable, Equatable {
    /// The largest body accepted; `nil` leaves the server's own limit.
    public var bodyLimit: Int?
    public var workload: Workload
    /// Which of the responder's routes answers, by its index in the responder's own table;
    /// `nil` when none does (a static file, a 404). A server that records metrics counts the
    /// request under that route's pattern, never under the path a client sent.
    public var route: Int?
    /// The values the route's path parameters captured, handed back with the request so the
    /// responder does not match the path again.
    package var captured: [String] = []

    public init(bodyLimit: Int? = nil, workload: Workload = .quick, route: Int? = nil) {
        self.bodyLimit = bodyLimit
        self.workload = workload
        self.route = route
    }
}

extension HTTPResponder {
    public func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
        .text("\(status.code) \(status.reasonPhrase)\n\(message)\n", status: status)
    }

    public func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        RequestPlan()
    }
}
