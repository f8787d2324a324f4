/// What a server calls for every request that passed its limits.
///
/// It runs on one of the server's pool threads and should not block for long. A thrown
/// ``HTTPResponseError`` is answered with its status; any other error with 500.
///
/// ```swift
/// struct Hello: HTTPResponder {
///     func respond(to request: Request) throws -> Response { .text("hello") }
/// }
/// ```
public protocol HTTPResponder: Sendable {
    func respond(to request: Request) throws -> Response

    /// The response for a request the server refused or a handler failed on: `status` is
    /// 400/413/414/500…, `message` is safe to show. `request` is `nil` when the refusal came
    /// before the request could be decoded.
    func errorResponse(status: HTTPStatus, message: String, request: Request?) -> Response

    /// The largest body a request for `target` may send, asked once its headers are in and
    /// before any of its body is read; `nil` leaves the server's own limit. A route that takes
    /// uploads raises it; a small form may lower it.
    func bodyLimit(method: HTTPMethod, target: RequestTarget) -> Int?
}

extension HTTPResponder {
    public func errorResponse(status: HTTPStatus, message: String, request: Request?) -> Response {
        .text("\(status.code) \(status.reasonPhrase)\n\(message)\n", status: status)
    }

    public func bodyLimit(method: HTTPMethod, target: RequestTarget) -> Int? {
        nil
    }
}
