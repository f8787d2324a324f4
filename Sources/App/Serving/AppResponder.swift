import HTTPCore
import HTTPServer
import Logging
import ScreenKit

/// The app's answer to every request: `/healthz` and `/readyz` for probes, everything else
/// through the web layer (routes, then the public folder).
struct AppResponder: HTTPResponder {
    let application: Application
    /// Liveness (`/healthz`): throws when the database cannot answer a read.
    let checkDatabase: @Sendable () throws -> Void
    /// Readiness (`/readyz`): throws while this instance should get no traffic — its database
    /// unreachable, or a migration pending. Each store supplies its own.
    let checkReadiness: @Sendable () throws -> Void
    let logger: Logger

    private static let readOnly = "GET, HEAD"

    func respond(to request: Request) throws -> Response {
        let segments = request.pathSegments
        if segments.count == 1 {
            switch segments[0] {
            case "healthz":
                return probe(request, checkDatabase, passing: "ok\n", failing: "database unavailable\n", "health check: the database did not answer")
            case "readyz":
                return probe(request, checkReadiness, passing: "ready\n", failing: "not ready\n", "readiness check: not ready")
            default:
                break
            }
        }
        return try application.respond(to: request)
    }

    func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
        application.errorResponse(status: status, message: message, request: request)
    }

    func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        application.plan(method: method, target: target)
    }

    /// 200 with `passing` when `check` returns, 503 with `failing` when it throws; never cached,
    /// since the next probe must see the state as it is then.
    private func probe(
        _ request: Request, _ check: @Sendable () throws -> Void, passing: String, failing: String, _ failure: String
    ) -> Response {
        guard request.method.routingMethod == .get else {
            var response = Response.text("405 Method Not Allowed\n", status: .methodNotAllowed)
            response.headers.add("Allow", Self.readOnly)
            return response
        }
        var response: Response
        do {
            try check()
            response = .text(passing)
        } catch {
            logger.error("\(failure)", metadata: ["error": "\(error)"])
            response = .text(failing, status: .serviceUnavailable)
        }
        response.headers.add("Cache-Control", "no-store")
        RequestIDStage.stamp(request, &response)
        return response
    }
}
