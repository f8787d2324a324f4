public import HTTPCore
public import Localization

/// The request as a screen's coordinator sees it: the viewer the route's ``Access`` admitted,
/// the path's typed parameters, what the route was asked to do (show the screen, or act on the
/// form sent), and the facts a presenter may need — the query, the client, the session.
///
/// A value made for the coordinator from the request's ``RequestContext``; it changes nothing.
/// Changes to the session travel back in the ``Answer``.
public struct ScreenRequest<Viewer, Parameters, Form> {
    /// `SignedInUser` on routes that require signing in; `SignedInUser?` elsewhere.
    public let viewer: Viewer
    /// The path's parameters, converted to the types the ``Path`` declares.
    public let parameters: Parameters
    /// `.show` for a `GET`; `.submit(form)` for a `POST`, its fields decoded into `Form`.
    public let action: FormAction<Form>
    /// The visitor's session, for the screens that list or end sessions.
    public let sessions: SessionHandle
    /// The language the page is written in (the member's setting, else `Accept-Language`), for
    /// the copy a presenter puts in its model: flashes, field errors, messages with values.
    public let language: Language
    let request: Request
    let services: ApplicationServices
    /// The app's values its stages put in the request.
    @usableFromInline let values: RequestValues
    /// The browser's anonymous binding, which a pending sign-in must have been made for.
    let anonymousBinding: String?

    @usableFromInline
    init(viewer: Viewer, parameters: Parameters, action: FormAction<Form>, context: borrowing RequestContext, services: ApplicationServices) {
        self.viewer = viewer
        self.parameters = parameters
        self.action = action
        request = context.request
        language = context.language
        anonymousBinding = context.anonymousBinding
        values = context.values
        self.services = services
        sessions = SessionHandle(session: context.session, now: context.now, services: services)
    }

    /// The value of `key` an app's stage put in the request (``RequestContext/subscript(_:)``).
    public subscript<Key: RequestValueKey>(key: Key.Type) -> Key.Value? {
        values[key]
    }

    /// The decoded query string.
    public var query: URLEncodedForm { request.query }

    /// The client's address, for per-address limits such as sign-in throttling: the
    /// connection's peer, or behind a trusted proxy the address it forwarded.
    public var clientAddress: String { services.forwarded.address(of: request) }

    /// Whether the client is this machine (a loopback address, as ``clientAddress`` gives it):
    /// what development tools, which show what no visitor should, ask before answering.
    public var isLocalClient: Bool {
        IPAddress(clientAddress)?.isLoopback ?? false
    }

    /// The sign-in waiting for its second step in this browser, unless it expired, its cookie
    /// was altered, or the cookie was made in another browser (``Answer/awaitingSecondStep(_:)``).
    public var pendingSignIn: PendingSignIn? {
        let cookie = services.pendingSignInCookie
        return request.cookies[cookie.name].flatMap { cookie.pendingSignIn(from: $0, binding: anonymousBinding, now: sessions.now) }
    }

    /// The trust this browser was given after a second step, unless it expired, its cookie was
    /// altered, or the cookie was given to another browser; whose it is and whether its epoch is
    /// still the member's is for the app to check (``BrowserTrust``).
    public var browserTrust: BrowserTrust? {
        let cookie = services.browserTrustCookie
        return request.cookies[cookie.name].flatMap { cookie.trust(from: $0, binding: anonymousBinding, now: sessions.now) }
    }

    /// The browser and address the request comes from, as a session or a security log keeps them.
    public var device: SessionDevice {
        SessionDevice(userAgent: request.headers["User-Agent"] ?? "", clientAddress: clientAddress)
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
