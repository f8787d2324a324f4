/// An HTTP request as a plain value: what the server read, decoded and within its limits.
public struct Request: Sendable {
    public var method: HTTPMethod
    public var target: RequestTarget
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The connection's peer, made into text when read.
    package var peer: RemoteAddress
    /// The responder's route for this request, when the server already asked its plan
    /// (``RequestPlan/route``): the responder uses it instead of matching the path again.
    package var plannedRoute = PlannedRoute.unknown

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

    package init(method: HTTPMethod, target: RequestTarget, headers: HTTPHeaders, body: [UInt8], peer: RemoteAddress) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.peer = peer
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

/// What a server learned of a request's route from the responder's plan.
package enum PlannedRoute: Sendable, Equatable {
    /// The plan was not asked (a plain `GET` on a server without metrics).
    case unknown
    /// The plan found no route: a static file, a 404.
    case none
    /// The route at this index of the responder's table, with the values its path's
    /// parameters captured.
    case route(Int, captured: [String])
}
