public import HTTPCore
public import Metrics

/// The metrics port's one page: `GET /metrics` answers the registry in Prometheus's text
/// format; any other path is 404, any other method 405. It runs on its own listener, never on
/// the public one (``HTTPServer/metricsListener(host:port:registry:logger:)``).
///
/// ```swift
/// let listener = HTTPServer.metricsListener(host: "127.0.0.1", port: 9090, registry: registry, logger: logger)
/// try listener.start()
/// ```
public struct MetricsResponder: HTTPResponder {
    let registry: MetricsRegistry

    public init(registry: MetricsRegistry) {
        self.registry = registry
    }

    public func respond(to request: Request) throws -> Response {
        let segments = request.pathSegments
        guard segments.count == 1 && segments[0] == "metrics" else {
            return .text("404 Not Found\n", status: .notFound)
        }
        // HEAD is GET without the body, as everywhere else on the server.
        guard request.method.routingMethod == .get else {
            var response = Response.text("405 Method Not Allowed\n", status: .methodNotAllowed)
            response.headers.add("Allow", "GET, HEAD")
            return response
        }
        return Response(
            headers: ["Content-Type": MetricsRegistry.contentType, "Cache-Control": "no-store"],
            body: registry.exposition())
    }
}
