public import HTTPCore
import Logging
import Secrets
import ViewCode

/// The host of one request — what a window or navigation controller is to an iOS screen.
/// A coordinator shows a screen on it (200, 422, 403…) or moves the user on (303), and signs
/// users in and out through it; the kit turns that into the HTTP response.
public final class Navigator {
    let context: RequestContext
    let services: ApplicationServices
    private(set) var outcome: NavigatorOutcome?

    init(context: RequestContext, services: ApplicationServices) {
        self.context = context
        self.services = services
    }

    /// The signed-in user, or `nil` for an anonymous visitor.
    public var signedInUser: SignedInUser? { context.user }

    /// The local path of the current request, for current-page marks.
    public var currentPath: String { context.request.path }

    /// The current path with its query, for a `next=` that brings the user back here.
    public var currentLocation: String {
        let query = context.request.query
        return query.isEmpty ? context.request.path : context.request.path + "?" + query.encoded
    }

    /// The peer address of the connection, for per-address limits such as sign-in throttling.
    public var clientAddress: String { context.request.remoteAddress }

    /// Adds a header to whatever response this request ends with (`Retry-After` on a 429).
    public func addResponseHeader(_ name: String, _ value: String) {
        context.extraHeaders.append((name: name, value: value))
    }

    /// Shows `screen`: HTML for browsers, its view model as JSON for JSON clients. Rendering
    /// happens when the scene is done, so a coordinator shows its page first and the presenter
    /// fills it in; a later `go(to:)` or another `show` replaces it.
    public func show<S: Screen>(_ screen: S) {
        let renderer = services.renderer
        let context = context
        outcome = .screen { renderer.render(screen, context: context) }
    }

    /// Shows the kit's status screen (403, 404, …) with a message safe for anyone to read.
    public func showStatus(_ status: HTTPStatus, message: String) {
        show(StatusScreen(status: status, message: message))
    }

    /// Moves on with a 303 to a local path, leaving `flash` for the next page.
    public func go(to location: String, flash: FlashMessage? = nil) {
        if let flash { context.outgoingFlash = flash }
        outcome = .redirect(location: location)
    }

    /// Moves on to a destination of another feature, through the app's flow.
    public func go<Flow: FlowType>(to destination: Flow.Destination, in flow: Flow, flash: FlashMessage? = nil) {
        go(to: flow.location(of: destination), flash: flash)
    }

    /// Starts a session for `user` with a new id (any previous session ends: no fixation).
    public func signIn(_ user: SignedInUser) throws {
        try endSession()
        let (sessionID, hash) = SessionCookies.newSessionID()
        let record = SessionRecord(
            idHash: hash, userID: user.id, csrfSecret: SecureRandom.token(byteCount: 32),
            createdAt: context.now, lastSeenAt: context.now)
        try services.sessions.insert(record)
        context.session = record
        context.user = user
        context.cookies.removeAll { $0.name == services.sessionCookies.policy.cookieName }
        if let cookie = services.sessionCookies.cookie(for: sessionID, secure: context.secure) {
            context.cookies.append(cookie)
        }
    }

    /// Ends the session and tells the browser to forget its id.
    public func signOut() throws {
        try endSession()
        if let cookie = services.sessionCookies.clearingCookie(secure: context.secure) {
            context.cookies.append(cookie)
        }
    }

    private func endSession() throws {
        if let session = context.session {
            try services.sessions.delete(idHash: session.idHash)
        }
        context.session = nil
        context.user = nil
    }
}
