import HTTPCore
import ScreenKit

/// Gives each request the id its `X-Request-ID` names, as an app's request-id stage does, so
/// the kit's log lines about the request carry it.
struct CorrelationStage: RequestStage {
    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        context.correlationID = context.request.headers["X-Request-ID"]
        return next(&context)
    }
}
