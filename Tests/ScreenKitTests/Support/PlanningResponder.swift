import HTTPCore
import ScreenKit

/// Stands where the server stands: asks the application's plan for every request and hands
/// the planned route back with it (``Request/plannedRoute``), so screens reached through it
/// run the route the plan found instead of a second match.
struct PlanningResponder: HTTPResponder {
    let application: Application

    func respond(to request: Request) throws -> Response {
        try application.respond(to: planned(request))
    }

    func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
        application.errorResponse(status: status, message: message, request: request)
    }

    private func planned(_ request: Request) -> Request {
        var request = request
        let plan = application.plan(method: request.method, target: request.target)
        request.plannedRoute = plan.route.map { .route($0, captured: plan.captured) } ?? .none
        return request
    }
}
