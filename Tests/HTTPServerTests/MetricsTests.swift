import HTTPCore
import HTTPServer
import Logging
import Metrics
import Testing

@Suite("Request metrics and the metrics listener")
struct RequestMetricsTests {
    /// Two routes on one pattern, as a form's GET and POST are; anything else is no route.
    struct RoutedResponder: HTTPResponder {
        static let routes = [(method: "GET", pattern: "/users/{id}"), (method: "POST", pattern: "/users/{id}")]

        func respond(to request: Request) throws -> Response {
            request.pathSegments.first == "users" ? .text("user\n") : .text("nothing here\n", status: .notFound)
        }

        func plan(method: HTTPMethod, target: RequestTarget) -> RequestPlan {
            guard target.segments.count == 2, target.segments[0] == "users" else { return RequestPlan() }
            return RequestPlan(route: method == .post ? 1 : 0)
        }
    }

    static func scrape(_ registry: MetricsRegistry) -> String {
        String(decoding: registry.exposition(), as: UTF8.self)
    }

    static func quietLogger() -> Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }

    @Test func requestsAreCountedByRoutePatternAndStatus() throws {
        let registry = MetricsRegistry()
        let metrics = RequestMetrics(routes: RoutedResponder.routes, registry: registry)
        let server = try TestServer.start(RoutedResponder(), metrics: metrics)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        for (method, target) in [("GET", "/users/1"), ("GET", "/users/2?tab=x"), ("POST", "/users/3"), ("GET", "/missing")] {
            try connection.sendRequest(method, target, body: method == "POST" ? Array("a=b".utf8) : [])
            _ = try connection.readResponse()
        }

        let text = Self.scrape(registry)
        #expect(text.contains("screenkit_http_requests_total{method=\"GET\",route=\"/users/{id}\",status=\"200\"} 2\n"))
        #expect(text.contains("screenkit_http_requests_total{method=\"POST\",route=\"/users/{id}\",status=\"200\"} 1\n"))
        #expect(text.contains("screenkit_http_requests_total{method=\"other\",route=\"other\",status=\"404\"} 1\n"))
        // Series never seen are left out; the paths clients sent are never labels.
        #expect(!text.contains("status=\"500\""))
        #expect(!text.contains("/users/1") && !text.contains("/missing"))
        #expect(text.contains("screenkit_http_request_duration_seconds_count{method=\"GET\",route=\"/users/{id}\"} 2\n"))
        #expect(text.contains("screenkit_http_request_duration_seconds_bucket{method=\"GET\",route=\"/users/{id}\",le=\"+Inf\"} 2\n"))
        #expect(text.contains("screenkit_http_request_duration_seconds_count{method=\"other\",route=\"other\"} 1\n"))
    }

    @Test func aStatusNoRowNamesIsCountedInItsClass() throws {
        let registry = MetricsRegistry()
        let metrics = RequestMetrics(routes: [], registry: registry)
        let server = try TestServer.start(
            ClosureResponder { _ in .text("teapot\n", status: HTTPStatus(code: 418, reasonPhrase: "I'm a teapot")) }, metrics: metrics)
        defer { server.shutdown() }
        let connection = try TestConnection(port: server.port)
        try connection.sendRequest("GET", "/tea")
        #expect(try connection.readResponse().status == 418)
        #expect(Self.scrape(registry).contains("screenkit_http_requests_total{method=\"other\",route=\"other\",status=\"4xx\"} 1\n"))
    }

    @Test func theListenerAnswersOnlyGetMetrics() throws {
        let registry = MetricsRegistry()
        registry.counter("app_things_total", help: "Things.").increment(by: 3)
        let listener = HTTPServer.metricsListener(host: "127.0.0.1", port: 0, registry: registry, logger: Self.quietLogger())
        try listener.start()
        defer { listener.shutdown() }
        let connection = try TestConnection(port: listener.port)

        try connection.sendRequest("GET", "/metrics")
        let metrics = try connection.readResponse()
        #expect(metrics.status == 200)
        #expect(metrics.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
        #expect(metrics.header("Cache-Control") == "no-store")
        #expect(metrics.text == "# HELP app_things_total Things.\n# TYPE app_things_total counter\napp_things_total 3\n")

        try connection.sendRequest("GET", "/")
        #expect(try connection.readResponse().status == 404)
        try connection.sendRequest("GET", "/metrics/extra")
        #expect(try connection.readResponse().status == 404)
        try connection.sendRequest("POST", "/metrics")
        let post = try connection.readResponse()
        #expect(post.status == 405)
        #expect(post.header("Allow") == "GET, HEAD")
    }
}
