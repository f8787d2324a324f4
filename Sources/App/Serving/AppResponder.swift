import HTTPCore
import HTTPServer

/// The app's answer to every request: its routes, then the public folder, then 404/405.
struct AppResponder: HTTPResponder {
    let files: StaticFiles

    private static let readOnly = "GET, HEAD"

    func respond(to request: Request) throws -> Response {
        let isRead = request.method.routingMethod == .get
        let segments = request.pathSegments
        if segments.count == 1 && segments[0] == "healthz" {
            return isRead ? .text("ok\n") : Self.methodNotAllowed(allow: Self.readOnly)
        }
        if isRead, let file = files.response(for: request) {
            return file
        }
        if !isRead && files.contains(segments) {
            return Self.methodNotAllowed(allow: Self.readOnly)
        }
        return .text("404 Not Found\nThere is nothing at \(request.path).\n", status: .notFound)
    }

    private static func methodNotAllowed(allow: String) -> Response {
        var response = Response.text("405 Method Not Allowed\n", status: .methodNotAllowed)
        response.headers.add("Allow", allow)
        return response
    }
}
