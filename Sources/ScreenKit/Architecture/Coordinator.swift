/// A screen's coordinator — what a coordinator is to an iOS screen: it builds the screen's
/// presenter for a request from the feature's dependencies (a factory), starts the action the
/// route asked for, and says where each of the presenter's destinations is. The kit renders
/// the answer with ``View`` or follows the destination; a coordinator stores nothing.
///
/// ```swift
/// struct EditUserCoordinator: Coordinator {
///     typealias View = EditUserView
///     let dependencies: any UserDependencies
///
///     func start(_ request: ScreenRequest<SignedInUser, Int, EditUserForm>) throws -> Answer<EditUserViewModel, EditUserPresenter.Destination> {
///         let presenter = EditUserPresenter(dependencies, viewer: request.viewer)
///         switch request.action {
///         case .show: return try presenter.load(id: request.parameters)
///         case .submit(let form): return try presenter.save(id: request.parameters, name: form.name, bio: form.bio)
///         }
///     }
///
///     func location(of destination: EditUserPresenter.Destination) -> String {
///         switch destination {
///         case .profile(let id): UserPaths.detail(id)
///         }
///     }
/// }
/// ```
///
/// A screen that waits for another server (a mail server, an HTTP API) answers
/// ``Answer/awaiting(deadline:_:)`` from `start`, and awaits inside it: the coordinator, its
/// route line and everything else stay as they are, and no request thread waits.
///
/// Registered on a route with its access rule: `routes.form(UserPaths.edit, EditUserCoordinator(dependencies: dependencies))`.
/// The route's access decides ``Viewer`` (`SignedInUser`, or `SignedInUser?` where anyone may
/// come), its path ``Parameters`` (`Void`, `Int`), and a form route ``Form``.
public protocol Coordinator: Sendable {
    associatedtype View: ScreenView
    associatedtype Destination = Never
    associatedtype Viewer
    associatedtype Parameters
    associatedtype Form = NoFields

    /// Builds the presenter and runs the action the route asked for.
    func start(_ request: ScreenRequest<Viewer, Parameters, Form>) throws -> Answer<View.Model, Destination>

    /// The local path that shows `destination`.
    func location(of destination: Destination) -> String
}

extension Coordinator where Destination == Never {
    public func location(of destination: Never) -> String {}
}

/// The form of a route that has none: a `GET` screen, or a `POST` action whose only field is
/// its CSRF token (signing out).
public struct NoFields: Decodable, Sendable, Equatable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
}
