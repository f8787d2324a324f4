import HTTPCore

/// Routes that share an ``Access`` rule, declared once for the group: each closure gets a
/// ``RouteContext`` whose viewer has the rule's type.
///
/// ```swift
/// router.group(.requiresSignIn) { routes in
///     routes.get(UserPaths.detail) { UserDetailCoordinator(viewer: $0.viewer, id: $1, users: users) }
///     routes.form(UserPaths.edit, EditUserForm.self) { EditUserCoordinator(viewer: $0.viewer, id: $1, action: $2, users: users) }
/// }
/// ```
public struct RouteGroup<Viewer>: Sendable {
    public typealias Context = RouteContext<Viewer>

    @usableFromInline let access: Access<Viewer>
    @usableFromInline var routes: [Route] = []

    init(access: Access<Viewer>) {
        self.access = access
    }

    /// A screen at a path without parameters.
    @inlinable
    public mutating func get(_ path: Path<Void>, _ make: @escaping @Sendable (Context) throws -> any Coordinating) {
        add(.get, path, bodyLimit: nil, workload: .quick, decode: Self.noForm) { context, _, _ in try make(context) }
    }

    /// A screen at a path with parameters; a value that does not convert answers 404.
    @inlinable
    public mutating func get<Parameters>(
        _ path: Path<Parameters>, _ make: @escaping @Sendable (Context, Parameters) throws -> any Coordinating
    ) {
        add(.get, path, bodyLimit: nil, workload: .quick, decode: Self.noForm) { context, parameters, _ in
            try make(context, parameters)
        }
    }

    /// An action without fields of its own, such as signing out (its CSRF token is checked).
    @inlinable
    public mutating func post(
        _ path: Path<Void>, bodyLimit: Int? = nil, workload: Workload = .quick,
        _ make: @escaping @Sendable (Context) throws -> any Coordinating
    ) {
        add(.post, path, bodyLimit: bodyLimit, workload: workload, decode: Self.noForm) { context, _, _ in try make(context) }
    }

    /// An action without fields of its own at a path with parameters.
    @inlinable
    public mutating func post<Parameters>(
        _ path: Path<Parameters>, bodyLimit: Int? = nil, workload: Workload = .quick,
        _ make: @escaping @Sendable (Context, Parameters) throws -> any Coordinating
    ) {
        add(.post, path, bodyLimit: bodyLimit, workload: workload, decode: Self.noForm) { context, parameters, _ in
            try make(context, parameters)
        }
    }

    /// An action whose fields are decoded into `Form` (strictly; see `FormDecoder`).
    @inlinable
    public mutating func post<Form: Decodable & Sendable>(
        _ path: Path<Void>, form: Form.Type, bodyLimit: Int? = nil, workload: Workload = .quick,
        _ make: @escaping @Sendable (Context, Form) throws -> any Coordinating
    ) {
        add(.post, path, bodyLimit: bodyLimit, workload: workload, decode: Self.decoder(Form.self)) { context, _, form in
            try make(context, form)
        }
    }

    /// An action at a path with parameters whose fields are decoded into `Form`.
    @inlinable
    public mutating func post<Parameters, Form: Decodable & Sendable>(
        _ path: Path<Parameters>, form: Form.Type, bodyLimit: Int? = nil, workload: Workload = .quick,
        _ make: @escaping @Sendable (Context, Parameters, Form) throws -> any Coordinating
    ) {
        add(.post, path, bodyLimit: bodyLimit, workload: workload, decode: Self.decoder(Form.self), make)
    }

    /// A form screen: `GET` shows it, `POST` submits it decoded into `Form`; one coordinator
    /// answers both through its ``FormAction``. `bodyLimit` and `workload` concern the `POST`:
    /// a form whose action is slow on purpose (hashing a password) declares `workload: .slow`.
    @inlinable
    public mutating func form<Form: Decodable & Sendable>(
        _ path: Path<Void>, _ form: Form.Type, bodyLimit: Int? = nil, workload: Workload = .quick,
        _ make: @escaping @Sendable (Context, FormAction<Form>) throws -> any Coordinating
    ) {
        self.form(path, form, bodyLimit: bodyLimit, workload: workload) { context, _, action in try make(context, action) }
    }

    /// A form screen at a path with parameters.
    @inlinable
    public mutating func form<Parameters, Form: Decodable & Sendable>(
        _ path: Path<Parameters>, _ form: Form.Type, bodyLimit: Int? = nil, workload: Workload = .quick,
        _ make: @escaping @Sendable (Context, Parameters, FormAction<Form>) throws -> any Coordinating
    ) {
        add(.get, path, bodyLimit: nil, workload: .quick, decode: Self.noForm) { context, parameters, _ in
            try make(context, parameters, .show)
        }
        add(.post, path, bodyLimit: bodyLimit, workload: workload, decode: Self.decoder(Form.self)) { context, parameters, form in
            try make(context, parameters, .submit(form))
        }
    }

    // MARK: - One route

    @inlinable
    static func noForm(_ form: FormData) throws {}

    @inlinable
    static func decoder<Form: Decodable & Sendable>(_ type: Form.Type) -> @Sendable (FormData) throws -> Form {
        { form in try FormDecoder().decode(Form.self, from: form) }
    }

    // Inlinable, as are the methods above, so that each feature's routes are compiled for
    // their own viewer, parameters and form: a generic closure would look the types' metadata
    // up at run time on every request.
    @inlinable
    mutating func add<Parameters, Form>(
        _ method: HTTPMethod, _ path: Path<Parameters>, bodyLimit: Int?, workload: Workload,
        decode: @escaping @Sendable (FormData) throws -> Form,
        _ make: @escaping @Sendable (Context, Parameters, Form) throws -> any Coordinating
    ) {
        let access = access
        routes.append(Route(
            method: method, pattern: path.pattern, bodyLimit: bodyLimit, workload: workload, access: access.rule
        ) { request in
            guard let parameters = path.parse(request.values) else { throw RouteParameterError() }
            guard let viewer = access.admit(request.navigator.signedInUser), request.passesRecentSignIn(access.rule) else {
                return Outcome.refused(access.rule)
            }
            let form = try decode(request.form)
            return try make(RouteContext(navigator: request.navigator, viewer: viewer), parameters, form).start()
        })
    }
}
