public import Metrics

#if canImport(Glibc)
import Glibc
#endif

/// What the server records per request when metrics are on: requests by route and status, and
/// a latency histogram per route, from the moment the request line arrived to the moment its
/// response was queued.
///
/// Every series exists from the start, so recording is a table lookup and three relaxed atomic
/// adds (the status's count, the latency's bucket and sum): no lock, no allocation. Requests
/// are labelled by their route's pattern (`/users/{id}`), found by the responder's
/// ``RequestPlan/route``; requests no route answers (static files, 404s, the health probes)
/// share the route label `other`, so no label value ever comes from a client.
///
/// ```swift
/// let registry = MetricsRegistry()
/// let metrics = RequestMetrics(routes: [(method: "GET", pattern: "/users/{id}")], registry: registry)
/// let server = HTTPServer(configuration: configuration, responder: app, metrics: metrics, logger: logger)
/// ```
public final class RequestMetrics: Sendable {
    /// Latency buckets in seconds: from a page served from memory to a stalled request.
    public static let latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    /// A row per status the kit and the server name (`HTTPStatus`'s constants), then one per
    /// class for any other code a handler makes up: a bounded grid of route × status that is
    /// allocated once, where a row per status class alone would hide a 404 among the 400s.
    /// Rows still at zero are left out of a scrape.
    static let statusCodes = [200, 201, 204, 301, 302, 303, 304, 400, 401, 403, 404, 405, 413, 414, 415, 422, 429, 431, 500, 501, 503]
    static let statusClasses = ["1xx", "2xx", "3xx", "4xx", "5xx"]
    static var statusRows: Int { statusCodes.count + statusClasses.count }

    private let requests: Counter
    private let durations: Histogram
    /// The row of every status code from 100 to 599, at `code - 100`.
    private let statusRow: [UInt8]
    /// The label row of requests no route answers: after the routes.
    private let otherRoute: Int

    /// - Parameter routes: the responder's route table in the order ``RequestPlan/route``
    ///   indexes it; each route's method and pattern label its series.
    public init(routes: [(method: String, pattern: String)], registry: MetricsRegistry) {
        let labelled = routes + [(method: "other", pattern: "other")]
        let statuses = Self.statusCodes.map(String.init) + Self.statusClasses
        otherRoute = routes.count
        requests = registry.counter(
            "screenkit_http_requests_total", help: "HTTP requests answered, by route pattern and status.",
            series: labelled.flatMap { route in
                statuses.map { MetricLabels([("method", route.method), ("route", route.pattern), ("status", $0)]) }
            },
            hidingZeros: true)
        durations = registry.histogram(
            "screenkit_http_request_duration_seconds",
            help: "Time from a request's first line to its response being queued, by route pattern.",
            buckets: Self.latencyBuckets, unitsPerValue: 1_000_000_000,
            series: labelled.map { MetricLabels([("method", $0.method), ("route", $0.pattern)]) })
        statusRow = (100..<600).map { code in
            UInt8(Self.statusCodes.firstIndex(of: code) ?? Self.statusCodes.count + code / 100 - 1)
        }
    }

    /// Counts one answered request. `status` is 100–599 (the server queues nothing else); a
    /// route index the table does not hold counts as `other`.
    @inline(__always)
    func record(route: Int?, status: Int, nanoseconds: Int) {
        var row = otherRoute
        if let route, route >= 0, route < otherRoute { row = route }
        let statusIndex = Int(statusRow[status - 100])
        requests.increment(series: row * Self.statusRows + statusIndex)
        durations.observe(nanoseconds, series: row)
    }

    /// The monotonic clock in nanoseconds: `clock_gettime` is answered in user space (vDSO),
    /// with no system call, and it is read only when metrics are on.
    @inline(__always)
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec &* 1_000_000_000 &+ time.tv_nsec
    }
}
