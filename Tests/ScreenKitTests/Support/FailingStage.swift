import ScreenKit

/// A stage whose own work fails (a store it reads is down).
struct FailingStage: RequestStage {
    func enter(_ context: inout RequestContext) throws -> StageAnswer? {
        throw TestApplication.Boom()
    }
}
