import HTTPCore

/// What the server keeps for one request between libmicrohttpd's calls.
///
/// Created in the URI callback, handed to libmicrohttpd as `*req_cls` with a retain, released
/// in the completion callback, which libmicrohttpd calls for every request it reported,
/// aborted ones too. libmicrohttpd serves one connection from one thread at a time, so the
/// calls for one request never overlap and the mutable fields need no lock; a slow request's
/// state is lent to one work thread while its connection is suspended (``SuspendedRequest``).
final class RequestState {
    /// The request target exactly as sent: path and query, still encoded.
    let rawTarget: [UInt8]
    let startedAt: ContinuousClock.Instant?
    /// The monotonic clock when the request line arrived, in nanoseconds; read only when the
    /// server records metrics (``RequestMetrics/now()``), 0 otherwise.
    var startedNanoseconds = 0
    /// The responder's route for this request, from its plan, when it was asked for one.
    var route: Int?
    /// Whether the responder's plan was asked (the route above is then the whole answer).
    var planned = false
    /// What the route's path parameters captured, from the plan.
    var captured: [String] = []
    var method: HTTPMethod = .get
    /// The decoded target, parsed once the headers are in.
    var target: RequestTarget?
    /// The body limit for this request: the responder's for its route, or the server's.
    var bodyLimit = 0
    var headersSeen = false
    var headers = HTTPHeaders()
    var headersCollected = false
    var body: [UInt8] = []
    /// Body bytes past the limit, read and thrown away so the 413 can still be sent.
    var discardedBodyBytes = 0
    /// Whether the handler runs on the work pool, as the responder planned for this request.
    var workload = Workload.quick
    /// What the work pool answered, set while the connection was suspended and sent by the
    /// access handler's next call.
    var finishedResponse: Response?
    /// The connection's record (``ConnectionRecord``), owned by the connection: it outlives
    /// every request on it.
    var connection: Unmanaged<ConnectionRecord>?
    /// Header fields libmicrohttpd keeps a record of, and the length of the `Cookie` header it
    /// parses a copy of, counted as the headers are collected: with the head's bytes, what the
    /// request takes of the connection's memory.
    var headerFields = 0
    var cookieHeaderBytes = 0
    var responseQueued = false
    var responseStatus = 0
    var responseBytes = 0
    /// The answer's request id, for the access log (``HTTPServerConfiguration/accessLogRequestIDField``).
    var requestID: String?

    init(rawTarget: [UInt8], startedAt: ContinuousClock.Instant?) {
        self.rawTarget = rawTarget
        self.startedAt = startedAt
    }

    var bodyTooLarge: Bool { discardedBodyBytes > 0 }

    /// The path for the access log: the target without its query, which may hold tokens, cut
    /// short so that an over-long URL cannot flood the log, and escaped (``AccessLogText``).
    var loggedPath: String {
        let end = rawTarget.firstIndex(of: UInt8(ascii: "?")) ?? rawTarget.endIndex
        return AccessLogText.escaped(rawTarget[..<end], limit: 200)
    }

    /// The method for the access log, escaped and cut short like the path.
    var loggedMethod: String {
        AccessLogText.escaped(method.rawValue.utf8, limit: 20)
    }
}

/// What collecting a request's header fields gathers (``DaemonCallbacks/headerCollector``).
struct CollectedHeaders {
    var headers = HTTPHeaders()
    /// Fields libmicrohttpd keeps a record of.
    var fieldCount = 0
    /// The length of the first `Cookie` field's value.
    var cookieBytes = 0
}
