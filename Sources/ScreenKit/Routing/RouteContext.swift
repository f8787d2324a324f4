public import HTTPCore

/// What a route's closure gets to build its coordinator: the request's navigator, the viewer
/// its ``Access`` admitted, and the query.
///
/// ```swift
/// router.get(UserPaths.members, .requiresSignIn) { context in
///     UserListCoordinator(viewer: context.viewer, page: context.query["page"], users: users)
/// }
/// ```
public struct RouteContext<Viewer> {
    public let navigator: Navigator
    /// `SignedInUser` on routes that require signing in; `SignedInUser?` elsewhere.
    public let viewer: Viewer

    /// The decoded query string.
    public var query: URLEncodedForm { navigator.query }

    @usableFromInline
    init(navigator: Navigator, viewer: Viewer) {
        self.navigator = navigator
        self.viewer = viewer
    }
}

/// What a form route asks its coordinator to do: show the form (`GET`), or act on the form
/// that was sent (`POST`, decoded into `Form`).
public enum FormAction<Form> {
    case show
    case submit(Form)
}

extension FormAction: Sendable where Form: Sendable {}
extension FormAction: Equatable where Form: Equatable {}
