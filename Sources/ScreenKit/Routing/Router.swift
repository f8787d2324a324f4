public import HTTPCore

/// The route table: method + path → a screen's coordinator, each route with its ``Access``
/// rule. Features register their routes at start-up; `HEAD` is answered for every `GET`, and a
/// known path with another method gets 405 + `Allow`.
///
/// ```swift
/// var router = Router()
/// router.get(HomePaths.home, .anyone, HomeCoordinator(sections: sections))
/// router.group(.requiresSignIn) { routes in
///     routes.get(UserPaths.detail, UserDetailCoordinator(dependencies: dependencies))
/// }
/// router.register(AccountFeature(dependencies: dependencies, flow: AppFlow.account))
/// ```
public struct Router: Sendable {
    public enum Match {
        case found(Route, values: [String])
        case methodNotAllowed(allow: [HTTPMethod])
        case notFound
    }

    public private(set) var routes: [Route] = []
    /// Which routes a path may match, by its segment count and first segment: a request looks
    /// at the few routes that share them (and those that start with a parameter), in
    /// registration order, rather than at every route.
    private var candidates = RouteShapeIndex()

    public init() {}

    /// Routes that share `access`.
    public mutating func group<Viewer>(_ access: Access<Viewer>, _ declare: (inout RouteGroup<Viewer>) -> Void) {
        var group = RouteGroup(access: access)
        declare(&group)
        for route in group.routes {
            let placed = route.placed(at: routes.count)
            candidates.insert(placed.index, shape: RouteShape(placed.pattern))
            routes.append(placed)
        }
    }

    public mutating func register(_ feature: some Feature) {
        feature.registerRoutes(on: &self)
    }

    public func match(method: HTTPMethod, path: [String]) -> Match {
        let wanted = method.routingMethod
        var allowed: [HTTPMethod] = []
        // Routes that start with the path's first segment, then those that start with a
        // parameter (a root path has only the one shape).
        if let first = path.first,
            let found = match(wanted, path, among: candidates.positions(segmentCount: path.count, firstLiteral: first), &allowed) {
            return found
        }
        if let found = match(wanted, path, among: candidates.positions(segmentCount: path.count, firstLiteral: nil), &allowed) {
            return found
        }
        guard !allowed.isEmpty else { return .notFound }
        if allowed.contains(.get) && !allowed.contains(.head) {
            allowed.insert(.head, at: allowed.firstIndex(of: .get).map { $0 + 1 } ?? allowed.endIndex)
        }
        return .methodNotAllowed(allow: allowed)
    }

    private func match(_ wanted: HTTPMethod, _ path: [String], among positions: Range<Int>, _ allowed: inout [HTTPMethod]) -> Match? {
        for position in positions {
            let route = routes[candidates.order[position]]
            guard let values = route.pattern.match(path) else { continue }
            if route.method == wanted { return .found(route, values: values) }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        return nil
    }

    /// Whether a `GET` route answers `path`: where a visitor stopped at a form's `POST` comes
    /// back to after signing in.
    func hasScreen(at path: [String]) -> Bool {
        routes.contains { $0.method == .get && $0.pattern.match(path) != nil }
    }
}

// MARK: - One route with its own access rule

// Inlinable, with RouteGroup's methods, so that routes are compiled for their own types.
extension Router {
    @inlinable
    public mutating func get<C: Coordinator>(_ path: Path<C.Parameters>, _ access: Access<C.Viewer>, _ coordinator: C)
    where C.Form == NoFields {
        group(access) { $0.get(path, coordinator) }
    }

    @inlinable
    public mutating func form<C: Coordinator>(
        _ path: Path<C.Parameters>, _ access: Access<C.Viewer>, _ coordinator: C, bodyLimit: Int? = nil, workload: Workload = .quick
    ) where C.Form: Decodable & Sendable {
        group(access) { $0.form(path, coordinator, bodyLimit: bodyLimit, workload: workload) }
    }

    @inlinable
    public mutating func post<C: Coordinator>(
        _ path: Path<C.Parameters>, _ access: Access<C.Viewer>, _ coordinator: C, bodyLimit: Int? = nil, workload: Workload = .quick
    ) where C.Form: Decodable & Sendable {
        group(access) { $0.post(path, coordinator, bodyLimit: bodyLimit, workload: workload) }
    }
}
