import HTTPCore
import ScreenKit

/// A stage whose own work fails (a store it reads is down).
struct FailingStage: RequestStage {
    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        throw TestApplication.Boom()
    }
}
