import HTTPServer
import Metrics
import ScreenKit

/// What the metrics port exports and where each value comes from: requests counted and timed
/// by the server against the route table, the server's own state and the database's error count
/// read when scraped, sessions counted by a wrapper around the session store.
///
/// ```swift
/// let metrics = AppMetrics(databaseErrors: dependencies.database.errorCount)
/// let sessions = metrics.counting(dependencies.sessions)
/// let server = HTTPServer(configuration: c, responder: r, metrics: metrics.requests(routes: application.routes), logger: l)
/// metrics.observe(server)
/// ```
final class AppMetrics: Sendable {
    let registry = MetricsRegistry()
    private let sessionsCreated: Counter
    private let sessionsRevoked: Counter

    /// - Parameter databaseErrors: the store's count of failed statements since start, read on
    ///   each scrape; each store supplies its own.
    init(databaseErrors: @escaping @Sendable () -> Int) {
        sessionsCreated = registry.counter(
            "screenkit_sessions_created_total", help: "Sessions created: sign-ins, sign-ups and mailed sign-in links.")
        sessionsRevoked = registry.counter(
            "screenkit_sessions_revoked_total",
            help: "Sessions ended by a request: sign-outs, expired sessions, devices signed out, sign-outs everywhere else.")
        registry.collect("screenkit_database_errors_total", help: "Database statements that failed.", as: .counter) {
            Double(databaseErrors())
        }
    }

    /// `sessions`, counting the sessions created and ended through it.
    func counting(_ sessions: any SessionStore) -> any SessionStore {
        CountingSessionStore(base: sessions, created: sessionsCreated, revoked: sessionsRevoked)
    }

    /// The server's per-request recording, labelled with the application's routes.
    func requests(routes: [Route]) -> RequestMetrics {
        RequestMetrics(
            routes: routes.map { (method: $0.method.rawValue, pattern: $0.pattern.description) }, registry: registry)
    }

    /// The server's requests in flight and its work pool, whose slow jobs are password hashes
    /// (sign-in, sign-up, password checks), read when scraped.
    func observe(_ server: HTTPServer) {
        registry.collect("screenkit_http_requests_in_flight", help: "Requests begun and not yet completed.", as: .gauge) {
            Double(server.requestsInFlight)
        }
        registry.collect("screenkit_password_hashes_queued", help: "Password hashes waiting for a work thread.", as: .gauge) {
            Double(server.slowRequestsWaiting)
        }
        registry.collect("screenkit_password_hashes_running", help: "Password hashes a work thread is computing.", as: .gauge) {
            Double(server.slowRequestsRunning)
        }
    }
}
