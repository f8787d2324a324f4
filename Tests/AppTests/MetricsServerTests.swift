import Foundation
import Testing

/// `/metrics` is served on its own listener, and only when an operator asks for it.
@Suite("screenkit serve --metrics-port")
struct MetricsServerTests {
    /// The port from the "metrics on http://127.0.0.1:PORT/metrics" line.
    static func metricsPort(of app: RunningApp) throws -> Int {
        let line = try app.server.waitForLine(containing: "metrics on http://")
        let address = try #require(line.split(separator: " ").last)
        let port = address.split(separator: ":").last?.prefix(while: \.isNumber)
        return try #require(port.flatMap { Int($0) })
    }

    @Test func metricsAreServedOnTheirOwnPortOnly() throws {
        let app = try RunningApp(extraArguments: ["--metrics-port", "0"])
        let metricsPort = try Self.metricsPort(of: app)
        #expect(metricsPort != app.port)

        #expect(try HTTPProbe.send("GET", "/login", port: app.port).status == 200)
        #expect(try HTTPProbe.send("GET", "/metrics", port: app.port).status == 404)
        let ready = try HTTPProbe.send("GET", "/readyz", port: app.port)
        #expect(ready.status == 200)
        #expect(ready.body == "ready\n")
        let browser = app.browser()
        try browser.register(name: "Ada", email: "ada@example.com")
        try browser.signOut()

        let scrape = try HTTPProbe.send("GET", "/metrics", port: metricsPort)
        #expect(scrape.status == 200)
        #expect(scrape.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
        let text = scrape.body
        for line in [
            "screenkit_http_requests_total{method=\"GET\",route=\"/login\",status=\"200\"} 1",
            "screenkit_http_requests_total{method=\"POST\",route=\"/register\",status=\"303\"} 1",
            "screenkit_http_requests_total{method=\"POST\",route=\"/logout\",status=\"303\"} 1",
            // /metrics on the public port, /readyz: no route of the app answers them.
            "screenkit_http_requests_total{method=\"other\",route=\"other\",status=\"404\"} 1",
            "screenkit_http_requests_total{method=\"other\",route=\"other\",status=\"200\"} 1",
            "screenkit_http_request_duration_seconds_count{method=\"GET\",route=\"/login\"} 1",
            "screenkit_sessions_created_total 1",
            "screenkit_sessions_revoked_total 1",
        ] {
            #expect(text.contains("\n" + line + "\n"), "no '\(line)' in:\n\(text)")
        }
        for name in [
            "screenkit_http_requests_in_flight", "screenkit_password_hashes_queued", "screenkit_password_hashes_running",
            "screenkit_database_errors_total",
        ] {
            #expect(text.contains("\n# TYPE \(name) "), "no \(name) in:\n\(text)")
        }
        #expect(try HTTPProbe.send("GET", "/", port: metricsPort).status == 404)
        #expect(try HTTPProbe.send("POST", "/metrics", port: metricsPort).status == 405)
        #expect(app.stop().status == 0)
    }

    @Test func metricsAreOffUnlessAPortIsGiven() throws {
        let app = try RunningApp()
        #expect(try HTTPProbe.send("GET", "/metrics", port: app.port).status == 404)
        let result = app.stop()
        #expect(result.status == 0)
        #expect(!result.output.contains("metrics on"))
    }
}
