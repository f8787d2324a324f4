import HTTPCore
import ScreenKit

/// An app's stage that notes what it sees on the way in (the request, and who is signed in so
/// far) and on the way out (the status, and whether the kit's security fields are on the
/// response yet), and answers early when `answer` says so.
struct RecordingStage: RequestStage {
    let name: String
    let log: StageLog
    var answer: @Sendable (RequestContext) -> Answer<Never, String>? = { _ in nil }

    func handle(_ context: inout RequestContext, next: StageNext) throws -> Response {
        log.append("\(name) enters \(context.request.method.rawValue) \(context.request.path) as \(context.user?.name ?? "a visitor")")
        if let early = answer(context) {
            let response = next.answer(early, &context)
            note(response)
            return response
        }
        return next(&context) { _, response in note(response) }
    }

    private func note(_ response: Response) {
        let policy = response.headers["Content-Security-Policy"] == nil ? "without" : "with"
        log.append("\(name) leaves \(response.status.code) \(policy) a policy")
    }
}
