import ScreenKit

/// Gives each request the id its `X-Request-ID` names, as an app's request-id stage does, so
/// the kit's log lines about the request carry it.
struct CorrelationStage: RequestStage {
    func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        context.correlationID = context.request.headers["X-Request-ID"]
        return nil
    }
}
