public import HTTPCore

/// One row of the route table: a method, a path, who may use it, and how it runs. The typed
/// parts (path parameters, viewer, form) are checked and decoded inside `handle`, in this
/// order: parameters (404), access (303), form (400/422), then the coordinator.
///
/// A class, made once at start and shared by every request thread: a request that matches it
/// holds one reference, where a value would copy (and count a reference to) its pattern, its
/// handler and its strings, each count written by every thread in turn.
public final class Route: Sendable {
    public let method: HTTPMethod
    public let pattern: RoutePattern
    /// The largest body this route accepts; `nil` leaves the server's limit.
    public let bodyLimit: Int?
    /// `.slow` runs the route's handler off the server's request threads.
    public let workload: Workload
    /// Where the route sits in ``Router/routes``: the label a server records its requests
    /// under (``RequestPlan/route``), set when the route is registered.
    public let index: Int
    let access: AccessRule
    let handle: @Sendable (RouteRequest) throws -> Outcome

    @usableFromInline
    init(
        method: HTTPMethod, pattern: RoutePattern, bodyLimit: Int?, workload: Workload, access: AccessRule,
        index: Int = 0, handle: @escaping @Sendable (RouteRequest) throws -> Outcome
    ) {
        self.method = method
        self.pattern = pattern
        self.bodyLimit = bodyLimit
        self.workload = workload
        self.access = access
        self.index = index
        self.handle = handle
    }

    /// This route as row `index` of a table.
    func placed(at index: Int) -> Route {
        Route(
            method: method, pattern: pattern, bodyLimit: bodyLimit, workload: workload, access: access, index: index,
            handle: handle)
    }
}

/// What a route's handler gets from the kit for one request.
@usableFromInline
struct RouteRequest {
    @usableFromInline let navigator: Navigator
    /// The values the path's parameters captured, decoded, in order.
    @usableFromInline let values: [String]
    /// The decoded body of a POST (its CSRF token already checked); empty for a GET.
    @usableFromInline let form: FormData

    init(navigator: Navigator, values: [String], form: FormData) {
        self.navigator = navigator
        self.values = values
        self.form = form
    }

    /// Whether a rule that asks for a recent sign-in is met; any other rule is.
    @usableFromInline
    func passesRecentSignIn(_ rule: AccessRule) -> Bool {
        rule != .requiresRecentSignIn || navigator.hasRecentSignIn
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
