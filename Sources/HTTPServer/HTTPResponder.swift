public import HTTPCore

/// What the server calls for every request that passed its limits.
///
/// It runs on one of libmicrohttpd's pool threads and should not block for long. A thrown
/// ``HTTPCore/HTTPResponseError`` is answered with its status; any other error with 500.
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
}

extension HTTPResponder {
    public func errorResponse(status: HTTPStatus, message: String, request: Request?) -> Response {
        .text("\(status.code) \(status.reasonPhrase)\n\(message)\n", status: status)
    }
}
