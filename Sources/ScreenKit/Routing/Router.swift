public import HTTPCore

/// Method + path pattern → coordinator factory. Features register their routes at start-up;
/// `HEAD` is answered for every `GET`, and a known path with another method gets 405 + `Allow`.
///
/// ```swift
/// var router = Router()
/// router.get("/users/{id}") { context in
///     UserDetailCoordinator(navigator: context.navigator, id: try context.parameters.value("id"))
/// }
/// router.register(LoginFeature(dependencies: dependencies))
/// ```
public struct Router: Sendable {
    public enum Match {
        case found(Route, RouteParameters)
        case methodNotAllowed(allow: [HTTPMethod])
        case notFound
    }

    public private(set) var routes: [Route] = []

    public init() {}

    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ makeScene: @escaping Route.SceneFactory) {
        routes.append(Route(method: method, pattern: RoutePattern(pattern), makeScene: makeScene))
    }

    public mutating func get(_ pattern: String, _ makeScene: @escaping Route.SceneFactory) {
        add(.get, pattern, makeScene)
    }

    public mutating func post(_ pattern: String, _ makeScene: @escaping Route.SceneFactory) {
        add(.post, pattern, makeScene)
    }

    public mutating func register(_ feature: some Feature) {
        feature.registerRoutes(on: &self)
    }

    public func match(method: HTTPMethod, path: [String]) -> Match {
        let wanted = method.routingMethod
        var allowed: [HTTPMethod] = []
        for route in routes {
            guard let parameters = route.pattern.match(path) else { continue }
            if route.method == wanted { return .found(route, parameters) }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        guard !allowed.isEmpty else { return .notFound }
        if allowed.contains(.get) && !allowed.contains(.head) {
            allowed.insert(.head, at: allowed.firstIndex(of: .get).map { $0 + 1 } ?? allowed.endIndex)
        }
        return .methodNotAllowed(allow: allowed)
    }
}
