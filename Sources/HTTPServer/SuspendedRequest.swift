internal import CMicroHTTPD
import HTTPCore

/// A slow request whose handler runs on the work pool while libmicrohttpd holds its
/// connection suspended; ``run(on:)`` answers it and gives the connection back.
///
/// `@unchecked Sendable` because it carries the connection and the request's state, neither of
/// them Sendable, from the request thread to one work thread and back. That is safe because the
/// two threads never use them at the same time:
/// - it is made, and the connection suspended, on the connection's own thread inside the access
///   handler, under the pool's lock, before any work thread can see it (``WorkPool``);
/// - while a connection is suspended libmicrohttpd makes no call for it: no access handler, no
///   completion (suspended connections neither time out nor notice a closed socket), and the
///   server stops the daemon only once the pool has no job left, so the work thread is the
///   only user of `state`;
/// - resuming is the work thread's last use of either, and libmicrohttpd takes its own lock to
///   hand the connection back, so the response written before it is seen by the access
///   handler's next call, which queues it;
/// - an answer that awaits is not resumed here: the work thread's last use is handing both, the
///   connection still suspended, to a ``WaitingRequest`` (admitted under the registry's lock,
///   or refused while the server stops, and then resumed here with the 503), which from then
///   on is their one user, as its own comment says.
final class SuspendedRequest: @unchecked Sendable {
    private let connection: OpaquePointer
    private let state: RequestState
    private let request: Request

    init(connection: OpaquePointer, state: RequestState, request: Request) {
        self.connection = connection
        self.state = state
        self.request = request
    }

    /// Runs the handler and resumes the connection; libmicrohttpd then calls the access handler
    /// once more, and that call sends the response. An answer that awaits keeps the connection
    /// suspended, and its ``WaitingRequest`` resumes it.
    func run(on context: ServerContext) {
        let response = Exchange.answer(request, context, state)
        if let pending = response.pending {
            let waiting = WaitingRequest(connection: connection, state: state, request: request)
            // The connection is suspended already; from here the waiting request owns it.
            if context.waiting.admit(waiting, onAdmission: {}) {
                waiting.start(pending, on: context)
                return
            }
            state.finishedResponse = Exchange.stopping(request, context)
        } else {
            state.finishedResponse = response
        }
        MHD_resume_connection(connection)
    }
}
