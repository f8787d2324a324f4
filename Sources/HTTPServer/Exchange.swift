internal import CMicroHTTPD
import HTTPCore
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One step of one request inside the access callback: limits, body, handler, response.
///
/// Static functions over borrowed references rather than a struct holding them: storing the
/// server's shared context in a value would retain it on every request, and that reference
/// count is written by every pool thread at once.
enum Exchange {

    /// Refuses what can be refused from the headers alone, before any body is read: an
    /// over-long or undecodable target, and a declared body over the route's limit.
    static func checkLimitsBeforeBody(_ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState) -> MHD_Result {
        let configuration = context.configuration
        // From the headers read once for the request, rather than two more lookups in
        // libmicrohttpd's list.
        collectHeaders(connection, state)
        if headExceedsLimit(connection, state, configuration.requestHeadLimit) {
            return refuseOversizedHead(state.rawTarget.count > configuration.maxURLLength ? .uriTooLong : .requestHeaderFieldsTooLarge,
                                       connection, context, state)
        }
        if state.rawTarget.count > configuration.maxURLLength {
            return queueError(.uriTooLong, "The request's URL is longer than \(configuration.maxURLLength) bytes.", connection, context, state)
        }
        let declared = state.headers.contentLength
        let chunked = state.headers.contains("Transfer-Encoding")
        // A target that does not decode is answered once the request is complete, so the
        // connection stays open for the next one; meanwhile the server's own limit applies.
        state.target = try? state.rawTarget.withUnsafeBufferPointer { (bytes) throws(DecodingError) -> RequestTarget in
            try RequestTarget(parsing: bytes)
        }
        state.bodyLimit = configuration.maxBodySize
        // Only a request with a body, or one that may change something, asks the responder, so
        // a plain GET pays for no route lookup; unless metrics are on, which label every
        // request with its route.
        let mayChangeSomething = state.method != .get && state.method != .head
        if (declared ?? 0) > 0 || chunked || mayChangeSomething || context.plansEveryRequest, let target = state.target {
            let plan = context.responder.plan(method: state.method, target: target)
            state.captured = plan.captured
            if let limit = plan.bodyLimit { state.bodyLimit = max(0, limit) }
            state.workload = plan.workload
            state.route = plan.route
            state.planned = true
        }
        if let declared, declared > state.bodyLimit {
            return queueError(.contentTooLarge, "The request's body is larger than \(state.bodyLimit) bytes.", connection, context, state)
        }
        return .YES
    }

    /// Whether the request's line and headers take more than `limit` of the connection's
    /// memory, as libmicrohttpd 0.9.75 lays them out: their bytes, a 64-byte record for each
    /// header field, query parameter and cookie, and a copy of the `Cookie` header (rounded to
    /// its 16-byte alignment).
    static func headExceedsLimit(_ connection: OpaquePointer, _ state: RequestState, _ limit: Int) -> Bool {
        var parameters = 0
        if let query = state.rawTarget.firstIndex(of: UInt8(ascii: "?")) {
            parameters = 1 + state.rawTarget[query...].reduce(0) { $0 + ($1 == UInt8(ascii: "&") ? 1 : 0) }
        }
        let cookieBytes = state.cookieHeaderBytes
        let footprint = sk_request_head_size(connection) + 64 * (state.headerFields + parameters)
            + (cookieBytes == 0 ? 0 : (cookieBytes + 1 + 15) & ~15)
        // Each cookie takes two bytes of the header at least (a name and a separator): while
        // even that many records would fit, they need not be counted.
        guard cookieBytes > 0, footprint + 64 * (cookieBytes / 2 + 1) > limit else { return footprint > limit }
        // One record per pair, split at each ';' or ',' (a trailing one makes an empty pair).
        let cookies = state.headers.firstValue(named: "Cookie") { value in
            1 + value.reduce(0) { $0 + ($1 == UInt8(ascii: ";") || $1 == UInt8(ascii: ",") ? 1 : 0) }
        } ?? 1
        return footprint + 64 * cookies > limit
    }

    /// Answers a request whose head took so much of the connection's memory that libmicrohttpd
    /// may have no room left to write an answer's head into (it would close the connection
    /// without a word): a short answer is written straight to the socket, then libmicrohttpd is
    /// told to close the connection, which it does after a `shutdown` that lets the answer go
    /// out first.
    private static func refuseOversizedHead(
        _ status: HTTPStatus, _ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState
    ) -> MHD_Result {
        let message = status == .uriTooLong
            ? "The request's URL is too long.\n" : "The request's header fields are too large.\n"
        DirectAnswer.send(
            DirectAnswer.bytes(status, message: message, strictTransportSecurity: context.configuration.strictTransportSecurity),
            to: sk_connection_descriptor(connection))
        context.metrics?.record(route: state.route, status: status.code, nanoseconds: RequestMetrics.now() - state.startedNanoseconds)
        state.responseQueued = true
        state.responseStatus = status.code
        state.responseBytes = message.utf8.count
        return .NO
    }

    /// Keeps a body chunk, or counts it as discarded once the body is over the limit.
    /// Returns `false` when a client keeps sending far past the limit: its connection is closed.
    static func receiveBody(_ chunk: UnsafeRawBufferPointer, _ context: ServerContext, _ state: RequestState) -> Bool {
        if state.bodyTooLarge || state.body.count + chunk.count > state.bodyLimit {
            state.discardedBodyBytes += chunk.count
            return state.discardedBodyBytes <= max(state.bodyLimit, 1 << 20)
        }
        if state.body.isEmpty {
            state.body.reserveCapacity(min(state.bodyLimit, max(chunk.count, 4096)))
        }
        state.body.append(contentsOf: chunk)
        return true
    }

    /// Runs the responder on the decoded request and queues what it answered; a slow request
    /// is handed to the work pool instead, and its answer queued when it comes back.
    static func respond(_ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState) -> MHD_Result {
        guard !state.responseQueued else { return .YES }
        if let finished = state.finishedResponse {
            state.finishedResponse = nil
            return queue(finished, connection, context, state)
        }
        if state.bodyTooLarge {
            return queueError(.contentTooLarge, "The request's body is larger than \(state.bodyLimit) bytes.", connection, context, state)
        }
        let target: RequestTarget
        if let parsed = state.target {
            target = parsed
        } else {
            do {
                target = try state.rawTarget.withUnsafeBufferPointer { (bytes) throws(DecodingError) -> RequestTarget in
                    try RequestTarget(parsing: bytes)
                }
            } catch {
                return queueError(error.status, error.publicMessage, connection, context, state)
            }
        }
        let request = Request(
            method: state.method,
            target: target,
            headers: collectHeaders(connection, state),
            body: state.body,
            peer: state.connection?._withUnsafeGuaranteedRef(\.peer) ?? SocketAddress.peer(of: sk_client_address(connection)),
            // The responder uses the route its plan found instead of matching the path again.
            plannedRoute: state.planned ? state.route.map { .route($0, captured: state.captured) } ?? .none : .unknown
        )
        if state.workload == .slow {
            return offload(request, connection, context, state)
        }
        let response = answer(request, context, state)
        if let pending = response.pending {
            return wait(for: request, pending, connection, context, state)
        }
        return queue(response, connection, context, state)
    }

    /// The responder's answer, with what it threw turned into its error response.
    static func answer(_ request: Request, _ context: ServerContext, _ state: RequestState) -> Response {
        do {
            return try context.responder.respond(to: request)
        } catch let error as any HTTPResponseError {
            return context.responder.errorResponse(status: error.status, message: error.publicMessage, request: request)
        } catch {
            context.logger.error("handler failed", metadata: ["path": "\(state.loggedPath)", "error": "\(error)"])
            return context.responder.errorResponse(
                status: .internalServerError, message: "The server could not answer this request.", request: request)
        }
    }

    /// Suspends the connection and queues the handler on the work pool, which resumes the
    /// connection with its answer. When the wait would be over the budget (or the server is
    /// stopping) the client is told when to come back, without the handler running, so
    /// nothing is written.
    private static func offload(
        _ request: Request, _ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState
    ) -> MHD_Result {
        let suspended = SuspendedRequest(connection: connection, state: state, request: request)
        let decision = context.work.submit({ [context] in suspended.run(on: context) }) {
            MHD_suspend_connection(connection)
        }
        guard case .refuse(let retryAfterSeconds) = decision else { return .YES }
        var busy = context.responder.errorResponse(
            status: .serviceUnavailable, message: "The server is busy. Try again in a moment.", request: request)
        busy.headers.add("Retry-After", String(retryAfterSeconds))
        return queue(busy, connection, context, state)
    }

    /// Suspends the connection and runs the pending answer's work as a task (``WaitingRequest``),
    /// which resumes the connection with its answer, 503 at the deadline, or at once when the
    /// client leaves. A server that is stopping answers 503 without running the work.
    private static func wait(
        for request: Request, _ pending: PendingResponse, _ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState
    ) -> MHD_Result {
        let waiting = WaitingRequest(connection: connection, state: state, request: request)
        // Suspended before the task exists, so its answer can never resume a connection that
        // is not suspended yet.
        guard context.waiting.admit(waiting, onAdmission: { MHD_suspend_connection(connection) }) else {
            return queue(stopping(request, context), connection, context, state)
        }
        waiting.start(pending, on: context)
        return .YES
    }

    /// What a request the server will not start waiting for gets while it stops.
    static func stopping(_ request: Request, _ context: ServerContext) -> Response {
        var busy = context.responder.errorResponse(
            status: .serviceUnavailable, message: "The server is stopping. Try again in a moment.", request: request)
        busy.headers.add("Retry-After", "1")
        return busy
    }

    private static func queueError(
        _ status: HTTPStatus, _ message: String, _ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState
    ) -> MHD_Result {
        let request = Request(
            method: state.method, target: state.target ?? RequestTarget.root, headers: collectHeaders(connection, state),
            body: [], peer: SocketAddress.peer(of: sk_client_address(connection)))
        return queue(context.responder.errorResponse(status: status, message: message, request: request), connection, context, state)
    }

    /// The request's headers, read from libmicrohttpd once.
    @discardableResult
    private static func collectHeaders(_ connection: OpaquePointer, _ state: RequestState) -> HTTPHeaders {
        if !state.headersCollected {
            state.headersCollected = true
            // Into a value on the stack, handed over once: added to in place through the
            // state, every field would be an access to a class's property, checked for
            // exclusivity at run time.
            var collected = CollectedHeaders()
            collected.headers.reserveCapacity(12)
            withUnsafeMutablePointer(to: &collected) { collected in
                _ = MHD_get_connection_values_n(connection, .HEADER_KIND, DaemonCallbacks.headerCollector, collected)
            }
            state.headers = collected.headers
            state.headerFields = collected.fieldCount
            state.cookieHeaderBytes = collected.cookieBytes
        }
        return state.headers
    }

    /// Hands the response to libmicrohttpd. A response it refuses (a header with a line break,
    /// a status out of range) is the handler's fault and is answered with a plain 500.
    private static func queue(_ response: Response, _ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState) -> MHD_Result {
        if let result = queueIfValid(response, connection, context, state) {
            return result
        }
        context.logger.error("handler produced an invalid response", metadata: ["path": "\(state.loggedPath)", "status": "\(response.status.code)"])
        return queueIfValid(.text("500 Internal Server Error\n", status: .internalServerError), connection, context, state) ?? MHD_Result.NO
    }

    private static func queueIfValid(
        _ response: Response, _ connection: OpaquePointer, _ context: ServerContext, _ state: RequestState
    ) -> MHD_Result? {
        guard (100...599).contains(response.status.code) else { return nil }
        let body = response.status.allowsBody ? response.body : []
        guard let mhdResponse = Self.makeResponse(body: body) else { return nil }
        defer { MHD_destroy_response(mhdResponse) }
        // Looked for among the fields as they are added, rather than in a pass of its own, and
        // only on a server that adds it.
        var needsStrictTransport = context.configuration.strictTransportSecurity
        let addedEvery = response.headers.forEachCField { name, nameCount, value, valueCount in
            if needsStrictTransport && nameCount == StrictTransportSecurity.name.utf8CodeUnitCount
                && strncasecmp(name, cString(StrictTransportSecurity.name), nameCount) == 0 {
                needsStrictTransport = false
            }
            // A zero byte inside a name or value would cut it short as a C string: refused,
            // rather than sending less than the handler gave.
            return strlen(name) == nameCount && strlen(value) == valueCount && MHD_add_response_header(mhdResponse, name, value) == .YES
        }
        guard addedEvery else { return nil }
        if needsStrictTransport {
            MHD_add_response_header(mhdResponse, cString(StrictTransportSecurity.name), cString(StrictTransportSecurity.value))
        }
        if context.draining.load(ordering: .relaxed) || context.connections.closesWanted.load(ordering: .relaxed) > 0
            && state.connection?._withUnsafeGuaranteedRef({ context.connections.takeClose($0) }) == true {
            MHD_add_response_header(mhdResponse, "Connection", "close")
        }
        if let metrics = context.metrics {
            // Before the queue, which is this response's last step (it fails only on misuse, and
            // nothing is queued instead): a client that has its answer finds it counted.
            metrics.record(route: state.route, status: response.status.code, nanoseconds: RequestMetrics.now() - state.startedNanoseconds)
        }
        let result = MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
        if result == .YES {
            state.responseQueued = true
            state.responseStatus = response.status.code
            state.responseBytes = body.count
            if context.configuration.accessLog, let field = context.configuration.accessLogRequestIDField {
                state.requestID = response.headers[field]
            }
        }
        return result
    }

    /// A static string as the C string it already is: its bytes lie in the binary and end with
    /// a NUL, so nothing is copied or allocated.
    private static func cString(_ text: StaticString) -> UnsafePointer<CChar> {
        // CChar and UInt8 are related types: the same bytes may be read as either.
        UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// Small bodies are copied; larger ones are lent to libmicrohttpd, which releases them
    /// through the free callback once sent, saving a copy and a large allocation per response.
    private static func makeResponse(body: [UInt8]) -> OpaquePointer? {
        if body.count < 1024 {
            return body.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        let owner = ResponseBodyOwner(body)
        let retained = Unmanaged.passRetained(owner)
        let created = MHD_create_response_from_buffer_with_free_callback_cls(
            body.count, owner.baseAddress, ResponseBodyOwner.release, retained.toOpaque())
        if created == nil { retained.release() }
        return created
    }
}
