public import HTTPCore

/// Drives an application in-process, like a browser with a cookie jar: no sockets, so
/// features test their screens end to end in microseconds.
///
/// ```swift
/// let client = ScreenClient(application)
/// let form = try client.get("/hello")                       // takes the csrf token
/// let sent = try client.post("/hello", form: ["name": "Ada"]) // adds it back
/// #expect(sent.status == .seeOther)
/// ```
public final class ScreenClient {
    public let responder: any HTTPResponder
    public var cookies = CookieJar()
    /// The CSRF token of the last HTML page; posts carry it unless told otherwise.
    public private(set) var lastCSRFToken: String?
    public var remoteAddress = "127.0.0.1"

    public init(_ responder: any HTTPResponder) {
        self.responder = responder
    }

    /// A GET; `accept` chooses HTML or JSON.
    @discardableResult
    public func get(_ target: String, accept: String = "text/html", headers extra: HTTPHeaders = HTTPHeaders()) throws -> ScreenResponse {
        try send(.get, target, accept: accept, headers: extra, body: [])
    }

    /// A form POST. The last page's CSRF token is added unless `csrfToken` says otherwise
    /// (`.none` sends no token, `.value(…)` sends that one).
    @discardableResult
    public func post(
        _ target: String, form fields: KeyValuePairs<String, String> = [:], csrfToken: CSRFTokenChoice = .fromLastPage,
        contentType: String = ContentType.formURLEncoded, accept: String = "text/html", headers extra: HTTPHeaders = HTTPHeaders()
    ) throws -> ScreenResponse {
        var pairs = fields.map { ($0.key, $0.value) }
        switch csrfToken {
        case .fromLastPage: if let token = lastCSRFToken { pairs.append(("csrf_token", token)) }
        case .value(let token): pairs.append(("csrf_token", token))
        case .none: break
        }
        let body = pairs.map { URLEncodedForm.encode($0.0) + "=" + URLEncodedForm.encode($0.1) }.joined(separator: "&")
        var headers = extra
        headers.add("Content-Type", contentType)
        return try send(.post, target, accept: accept, headers: headers, body: Array(body.utf8))
    }

    /// Any request, for methods and bodies the helpers above do not cover.
    public func send(_ method: HTTPMethod, _ target: String, accept: String, headers extra: HTTPHeaders, body: [UInt8]) throws -> ScreenResponse {
        var headers = extra
        headers.add("Host", "localhost")
        headers.add("Accept", accept)
        if let cookie = cookies.headerValue { headers.add("Cookie", cookie) }
        let request = try Request(method: method, target: target, headers: headers, body: body, remoteAddress: remoteAddress)
        var response: Response
        do {
            response = try responder.respond(to: request)
            // An answer that awaits runs as a task, as the server runs it.
            while let pending = response.pending {
                response = try BlockingWait.run { try await pending.work() }
            }
        } catch let error as any HTTPResponseError {
            response = responder.errorResponse(status: error.status, message: error.publicMessage, request: request)
        }
        cookies.store(from: response.headers)
        let screen = ScreenResponse(response: response)
        if response.headers["Content-Type"]?.hasPrefix("text/html") == true, let token = try? screen.csrfToken() {
            lastCSRFToken = token
        }
        return screen
    }

    public enum CSRFTokenChoice: Sendable {
        case fromLastPage
        case value(String)
        case none
    }
}
