internal import CMicroHTTPD
import HTTPCore
import Logging
import Synchronization

/// A request whose answer waits on something outside the server (``Response/awaiting(deadline:_:)``):
/// the answer's work runs as a task while libmicrohttpd holds the connection suspended, and the
/// first of three answers it: the work's response, 503 when the deadline passes, or a
/// response nobody reads when the client goes away (the task is cancelled either way).
///
/// `@unchecked Sendable` because it carries the connection and the request's state, neither of
/// them Sendable, from the request thread to whichever thread answers first. That is safe
/// because only one thread ever uses them after the suspend: ``answer(_:)`` lets exactly one
/// caller through (a compare-and-exchange on `answered`), and that caller's last use is the
/// resume; libmicrohttpd makes no call for a suspended connection (no access handler, no
/// completion), and takes its own lock to hand the connection back, so the response written
/// before the resume is seen by the access handler's next call, which queues it.
final class WaitingRequest: @unchecked Sendable {
    let request: Request
    /// The connection's socket, watched for the client going away.
    let descriptor: Int32
    private let connection: OpaquePointer
    private let state: RequestState
    private let answered = Atomic<Bool>(false)
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(connection: OpaquePointer, state: RequestState, request: Request) {
        self.connection = connection
        self.state = state
        self.request = request
        descriptor = sk_connection_fd(connection)
    }

    /// Runs the pending answer's work as a task, and a timer for its deadline; whichever ends
    /// first answers.
    func start(_ pending: PendingResponse, on context: ServerContext) {
        // A stop that came between the admission and now has answered already.
        guard !answered.load(ordering: .acquiring) else { return }
        let work = Task(executorPreference: context.taskThreads) { [self] in
            let response = await Self.handle(request, pending, context)
            answer(response, in: context)
        }
        task.withLock { $0 = work }
        Task(executorPreference: context.taskThreads) { [self] in
            try? await Task.sleep(for: pending.deadline)
            guard !answered.load(ordering: .acquiring) else { return }
            work.cancel()
            answer(Self.unavailable(request, context, message: "The server could not answer in time. Try again in a moment."), in: context)
        }
    }

    /// The client went away: the task is cancelled, and the connection answered and handed
    /// back now rather than when the task notices.
    func clientLeft(in context: ServerContext) {
        task.withLock { $0?.cancel() }
        answer(Response(status: .serviceUnavailable), in: context)
    }

    /// The server stops: the task is cancelled and the client told to come back.
    func stop(in context: ServerContext) {
        task.withLock { $0?.cancel() }
        answer(Self.unavailable(request, context, message: "The server is stopping. Try again in a moment."), in: context)
    }

    /// Hands `response` to the connection and resumes it, once: later answers do nothing.
    private func answer(_ response: Response, in context: ServerContext) {
        guard answered.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        context.waiting.remove(self)
        state.finishedResponse = response
        MHD_resume_connection(connection)
    }

    private static func handle(_ request: Request, _ pending: PendingResponse, _ context: ServerContext) async -> Response {
        do {
            var response = try await pending.work()
            // An answer whose work answered that it awaits again would leave nothing to send.
            while let next = response.pending {
                response = try await next.work()
            }
            return response
        } catch let error as any HTTPResponseError {
            return context.responder.errorResponse(status: error.status, message: error.publicMessage, request: request)
        } catch is CancellationError {
            return unavailable(request, context, message: "The server could not answer in time. Try again in a moment.")
        } catch {
            context.logger.error("handler failed", metadata: ["path": "\(request.path)", "error": "\(error)"])
            return context.responder.errorResponse(
                status: .internalServerError, message: "The server could not answer this request.", request: request)
        }
    }

    private static func unavailable(_ request: Request, _ context: ServerContext, message: String) -> Response {
        var response = context.responder.errorResponse(status: .serviceUnavailable, message: message, request: request)
        response.headers.add("Retry-After", "1")
        return response
    }
}
