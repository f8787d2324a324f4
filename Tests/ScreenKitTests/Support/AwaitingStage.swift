import HTTPCore
import ScreenKit

/// A stage that asks another server about each request before the rest runs, as a remote
/// allow list does: a request whose `X-Blocked` header is set is refused with 403 once the
/// answer has come; any other goes on to the stages after it and the route.
struct AwaitingStage: RequestStage {
    let log: StageLog

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        log.append("awaiting enters")
        return next.awaiting(&context) { context in
            // A suspension point, so the answer really is awaited.
            await Task.yield()
            return context.request.headers["X-Blocked"] == nil ? nil : .status(.forbidden, message: "Blocked.")
        } then: { [log] _, response in
            log.append("awaiting leaves \(response.status.code)")
        }
    }
}
