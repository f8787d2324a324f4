/// An HTTP response as a plain value.
///
/// The body is a byte array: renderers write into one buffer and hand it over without a copy,
/// and cached files share their bytes across responses.
public struct Response: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// Set when the answer is not ready: the server answers with what this work returns
    /// (``awaiting(deadline:_:)``), and the status, headers and body here are not sent.
    public var pending: PendingResponse?

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An answer that awaits something outside the server (a mail server, an HTTP API): the
    /// server holds the connection aside, with no thread waiting, runs `work` as a task and
    /// answers with what it returns. Past `deadline` the client gets 503 with `Retry-After`,
    /// and a client that goes away cancels the task.
    ///
    /// ```swift
    /// func respond(to request: Request) throws -> Response {
    ///     .awaiting { .text(try await weather.today()) }
    /// }
    /// ```
    public static func awaiting(
        deadline: Duration = PendingResponse.defaultDeadline, _ work: @escaping @Sendable () async throws -> Response
    ) -> Response {
        var response = Response()
        response.pending = PendingResponse(deadline: deadline, work: work)
        return response
    }

    /// A `text/plain` response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }
}

/// The work a ``Response/awaiting(deadline:_:)`` answer waits for, run by the server as a task.
public final class PendingResponse: Sendable {
    /// How long an answer may wait when its screen names no deadline.
    public static let defaultDeadline = Duration.seconds(10)

    /// How long the server waits for `work` before it answers 503.
    public let deadline: Duration
    /// The answer, once what it waits for has come.
    public let work: @Sendable () async throws -> Response

    public init(deadline: Duration, work: @escaping @Sendable () async throws -> Response) {
        self.deadline = deadline
        self.work = work
    }
}
