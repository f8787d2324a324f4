import HTTPCore
import HTTPServer
import Logging
import ScreenKit

/// The app's answer to every request: `/healthz` for the container's probe, everything else
/// through the web layer (routes, then the public folder).
struct AppResponder: HTTPResponder {
    let application: Application
    /// Throws when the database cannot answer a read.
    let checkDatabase: @Sendable () throws -> Void
    let logger: Logger

    private static let readOnly = "GET, HEAD"

    func respond(to request: Request) throws -> Response {
        let segments = request.pathSegments
        if segments.count == 1 && segments[0] == "healthz" {
            return health(for: request)
        }
        return try application.respond(to: request)
    }

    func errorResponse(status: HTTPStatus, message: String, request: Request) -> Response {
        application.errorResponse(status: status, message: message, request: request)
    }

    func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
        application.plan(method: method, target: target)
    }

    private func health(for request: Request) -> Response {
        guard request.method.routingMethod == .get else {
            var response = Response.text("405 Method Not Allowed\n", status: .methodNotAllowed)
            response.headers.add("Allow", Self.readOnly)
            return response
        }
        do {
            try checkDatabase()
        } catch {
            logger.error("health check: the database did not answer", metadata: ["error": "\(error)"])
            var response = Response.text("database unavailable\n", status: .serviceUnavailable)
            response.headers.add("Cache-Control", "no-store")
            return response
        }
        var response = Response.text("ok\n")
        response.headers.add("Cache-Control", "no-store")
        return response
    }
}
