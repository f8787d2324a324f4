import HTTPCore

/// Routes that share an ``Access`` rule, declared once for the group: each route names its
/// path and the ``Coordinator`` of its screen, whose viewer has the rule's type.
///
/// ```swift
/// router.group(.requiresSignIn) { routes in
///     routes.get(UserPaths.detail, UserDetailCoordinator(dependencies: dependencies))
///     routes.form(UserPaths.edit, EditUserCoordinator(dependencies: dependencies))
/// }
/// ```
public struct RouteGroup<Viewer>: Sendable {
    @usableFromInline let access: Access<Viewer>
    @usableFromInline var routes: [Route] = []

    init(access: Access<Viewer>) {
        self.access = access
    }

    /// A screen: `GET` shows it.
    @inlinable
    public mutating func get<C: Coordinator>(_ path: Path<C.Parameters>, _ coordinator: C) where C.Viewer == Viewer, C.Form == NoFields {
        add(.get, path, bodyLimit: nil, workload: .quick, view: C.View.self, action: Self.show, coordinator.start, coordinator.location)
    }

    /// A form screen: `GET` shows it, `POST` submits it decoded into the coordinator's `Form`
    /// (strictly; see `FormDecoder`). `bodyLimit` and `workload` concern the `POST`: a form
    /// whose action is slow on purpose (hashing a password) declares `workload: .slow`.
    @inlinable
    public mutating func form<C: Coordinator>(
        _ path: Path<C.Parameters>, _ coordinator: C, bodyLimit: Int? = nil, workload: Workload = .quick
    ) where C.Viewer == Viewer, C.Form: Decodable & Sendable {
        add(.get, path, bodyLimit: nil, workload: .quick, view: C.View.self, action: Self.show, coordinator.start, coordinator.location)
        add(.post, path, bodyLimit: bodyLimit, workload: workload, view: C.View.self, action: Self.submit, coordinator.start, coordinator.location)
    }

    /// A form screen's `GET` alone, where its `POST` is open to other visitors (a sign-in form
    /// is for visitors, but a stale tab may still post it): register the `POST` with
    /// ``post(_:_:bodyLimit:workload:)`` under the other rule.
    @inlinable
    public mutating func show<C: Coordinator>(_ path: Path<C.Parameters>, _ coordinator: C) where C.Viewer == Viewer {
        add(.get, path, bodyLimit: nil, workload: .quick, view: C.View.self, action: Self.show, coordinator.start, coordinator.location)
    }

    /// An action with no screen of its own to show (signing out, ending a session): `POST`
    /// only, its fields decoded into the coordinator's `Form` (``NoFields`` for none).
    @inlinable
    public mutating func post<C: Coordinator>(
        _ path: Path<C.Parameters>, _ coordinator: C, bodyLimit: Int? = nil, workload: Workload = .quick
    ) where C.Viewer == Viewer, C.Form: Decodable & Sendable {
        add(.post, path, bodyLimit: bodyLimit, workload: workload, view: C.View.self, action: Self.submit, coordinator.start, coordinator.location)
    }

    // MARK: - One route

    @inlinable
    static func show<Form>(_ context: inout RequestContext) throws -> FormAction<Form> {
        .show
    }

    @inlinable
    static func submit<Form: Decodable & Sendable>(_ context: inout RequestContext) throws -> FormAction<Form> {
        .submit(try FormDecoder().decode(Form.self, from: try context.form()))
    }

    // Inlinable, as are the methods above, so that each feature's routes are compiled for
    // their own viewer, parameters, form and view: a generic closure would look the types'
    // metadata up at run time on every request.
    @inlinable
    mutating func add<Parameters, Form, View: ScreenView, Destination>(
        _ method: HTTPMethod, _ path: Path<Parameters>, bodyLimit: Int?, workload: Workload, view: View.Type,
        action: @escaping @Sendable (inout RequestContext) throws -> FormAction<Form>,
        _ start: @escaping @Sendable (ScreenRequest<Viewer, Parameters, Form>) throws -> Answer<View.Model, Destination>,
        _ location: @escaping @Sendable (Destination) -> String
    ) {
        let access = access
        routes.append(Route(method: method, pattern: path.pattern, bodyLimit: bodyLimit, workload: workload) { context, match in
            let services = match.services
            guard let parameters = path.parse(match.values) else { throw RouteParameterError() }
            guard let viewer = services.admit(context, by: access) else { return services.refuse(by: access.rule, &context) }
            let request = ScreenRequest(viewer: viewer, parameters: parameters, action: try action(&context), context: context, services: services)
            return try services.respond(with: try start(request), as: View.self, location: location, &context)
        })
    }
}
