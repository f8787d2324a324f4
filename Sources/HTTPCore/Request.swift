/// An HTTP request as a plain value: what the server read, decoded and within its limits.
///
/// Its parts are kept in one immutable object that every copy shares: a request is copied into
/// the request's context and into a screen's request, and a copy then counts one reference
/// instead of one per part (the target's path, segments and query, the header fields, the
/// body, the peer). Changing a part, which only tests do, makes new parts.
public struct Request: Sendable {
    @usableFromInline var parts: Parts

    // The getters are inlinable so that a reader in another module borrows the part from the
    // shared object rather than being handed a counted copy of it.
    public var method: HTTPMethod {
        @inlinable get { parts.method }
        set { parts = parts.with(method: newValue) }
    }

    public var target: RequestTarget {
        @inlinable get { parts.target }
        set { parts = parts.with(target: newValue) }
    }

    public var headers: HTTPHeaders {
        @inlinable get { parts.headers }
        set { parts = parts.with(headers: newValue) }
    }

    public var body: [UInt8] {
        @inlinable get { parts.body }
        set { parts = parts.with(body: newValue) }
    }

    /// The connection's peer, made into text when read.
    package var peer: RemoteAddress {
        @inlinable get { parts.peer }
        set { parts = parts.with(peer: newValue) }
    }

    /// The responder's route for this request, when the server already asked its plan
    /// (``RequestPlan/route``): the responder uses it instead of matching the path again.
    package var plannedRoute: PlannedRoute {
        @inlinable get { parts.plannedRoute }
        set { parts = parts.with(plannedRoute: newValue) }
    }

    /// The client's address as text (`127.0.0.1`, `::1`), empty when unknown.
    public var remoteAddress: String {
        get { peer.text }
        set { peer = .text(newValue) }
    }

    public init(
        method: HTTPMethod,
        target: RequestTarget,
        headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [],
        remoteAddress: String = ""
    ) {
        self.init(method: method, target: target, headers: headers, body: body, peer: .text(remoteAddress))
    }

    package init(
        method: HTTPMethod, target: RequestTarget, headers: HTTPHeaders, body: [UInt8], peer: RemoteAddress,
        plannedRoute: PlannedRoute = .unknown
    ) {
        parts = Parts(method: method, target: target, headers: headers, body: body, peer: peer, plannedRoute: plannedRoute)
    }

    /// Builds a request from a raw target such as `/users/1?tab=posts`.
    ///
    /// - Throws: ``DecodingError`` when the target does not decode.
    public init(
        method: HTTPMethod,
        target: String,
        headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [],
        remoteAddress: String = ""
    ) throws(DecodingError) {
        self.init(
            method: method,
            target: try RequestTarget(parsing: target.utf8),
            headers: headers,
            body: body,
            remoteAddress: remoteAddress
        )
    }

    public var path: String { target.rawPath }
    public var pathSegments: [String] { target.segments }
    public var query: URLEncodedForm { target.query }

    public var cookies: Cookies {
        Cookies(headers: headers)
    }

    public var contentType: ContentType? {
        headers["Content-Type"].flatMap(ContentType.init(parsing:))
    }

    /// The body decoded as `application/x-www-form-urlencoded`.
    ///
    /// - Throws: ``DecodingError`` (400) for malformed escapes or invalid UTF-8.
    public func formFields() throws(DecodingError) -> URLEncodedForm {
        try URLEncodedForm(decoding: body, context: "form")
    }
}

extension Request {
    /// A request's parts, never changed: a request given another part gets new parts.
    @usableFromInline
    final class Parts: Sendable {
        @usableFromInline let method: HTTPMethod
        @usableFromInline let target: RequestTarget
        @usableFromInline let headers: HTTPHeaders
        @usableFromInline let body: [UInt8]
        @usableFromInline let peer: RemoteAddress
        @usableFromInline let plannedRoute: PlannedRoute

        init(method: HTTPMethod, target: RequestTarget, headers: HTTPHeaders, body: [UInt8], peer: RemoteAddress, plannedRoute: PlannedRoute) {
            self.method = method
            self.target = target
            self.headers = headers
            self.body = body
            self.peer = peer
            self.plannedRoute = plannedRoute
        }

        func with(
            method: HTTPMethod? = nil, target: RequestTarget? = nil, headers: HTTPHeaders? = nil, body: [UInt8]? = nil,
            peer: RemoteAddress? = nil, plannedRoute: PlannedRoute? = nil
        ) -> Parts {
            Parts(
                method: method ?? self.method, target: target ?? self.target, headers: headers ?? self.headers,
                body: body ?? self.body, peer: peer ?? self.peer, plannedRoute: plannedRoute ?? self.plannedRoute)
        }
    }
}

/// What a server learned of a request's route from the responder's plan.
@usableFromInline
package enum PlannedRoute: Sendable, Equatable {
    /// The plan was not asked (a plain `GET` on a server without metrics).
    case unknown
    /// The plan found no route: a static file, a 404.
    case none
    /// The route at this index of the responder's table, with the values its path's
    /// parameters captured.
    case route(Int, captured: [String])
}
