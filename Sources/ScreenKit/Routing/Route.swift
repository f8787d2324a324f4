public import HTTPCore

/// One row of the route table: a method, a path, and how it runs. The typed parts (path
/// parameters, viewer, form) are checked and decoded inside `run`, in this order: parameters
/// (404), access (303), form (400/422), then the coordinator, the presenter and the rendering.
///
/// A class, made once at start and shared by every request thread: a request that matches it
/// holds one reference, where a value would copy (and count a reference to) its pattern, its
/// handler and its strings, each count written by every thread in turn.
public final class Route: Sendable {
    public let method: HTTPMethod
    public let pattern: RoutePattern
    /// The largest body this route accepts; `nil` leaves the server's limit.
    public let bodyLimit: Int?
    /// `.slow` runs the route off the server's request threads.
    public let workload: Workload
    /// Where the route sits in ``Router/routes``: the label a server records its requests
    /// under (``RequestPlan/route``), set when the route is registered.
    public let index: Int
    /// Answers on the thread that asked; a screen whose answer awaits leaves the rest in the
    /// context (``RequestContext/awaitedWork``) for the application to hand to a task.
    let run: Run

    @usableFromInline
    typealias Run = @Sendable (inout RequestContext, RouteMatch) throws -> Response

    @usableFromInline
    init(method: HTTPMethod, pattern: RoutePattern, bodyLimit: Int?, workload: Workload, index: Int = 0, run: @escaping Run) {
        self.method = method
        self.pattern = pattern
        self.bodyLimit = bodyLimit
        self.workload = workload
        self.index = index
        self.run = run
    }

    /// This route as row `index` of a table.
    func placed(at index: Int) -> Route {
        Route(method: method, pattern: pattern, bodyLimit: bodyLimit, workload: workload, index: index, run: run)
    }
}

/// What a route's handler gets from the kit besides the request's context: the values its
/// path captured, and the kit's services.
@usableFromInline
struct RouteMatch: Sendable {
    /// The values the path's parameters captured, decoded, in order.
    @usableFromInline let values: [String]
    @usableFromInline let services: ApplicationServices

    init(values: [String], services: ApplicationServices) {
        self.values = values
        self.services = services
    }
}

/// A path parameter that does not convert to the type the path declares: there is nothing at
/// this address.
@usableFromInline
struct RouteParameterError: HTTPResponseError {
    @usableFromInline init() {}

    @usableFromInline var status: HTTPStatus { .notFound }
    @usableFromInline var publicMessage: String { "There is nothing at this address." }
}
