import Metrics
import Testing

@Suite("The text exposition format")
struct ExpositionTests {
    static func text(_ registry: MetricsRegistry) -> String {
        String(decoding: registry.exposition(), as: UTF8.self)
    }

    @Test func aSmallRegistryIsWrittenExactly() {
        let registry = MetricsRegistry()
        let requests = registry.counter(
            "app_requests_total", help: "Requests answered.",
            series: [["route": "/users/{id}", "status": "200"], ["route": "/users/{id}", "status": "404"]])
        let inFlight = registry.gauge("app_requests_in_flight", help: "Requests being answered.")
        registry.collect("app_queue_length", help: "Jobs waiting.", as: .gauge) { 3 }
        registry.collect("app_errors_total", help: "Errors.", as: .counter) { 0.5 }
        requests.increment(series: 0, by: 2)
        requests.increment(series: 1)
        inFlight.add(4)
        inFlight.add(-1)

        #expect(Self.text(registry) == """
            # HELP app_requests_total Requests answered.
            # TYPE app_requests_total counter
            app_requests_total{route="/users/{id}",status="200"} 2
            app_requests_total{route="/users/{id}",status="404"} 1
            # HELP app_requests_in_flight Requests being answered.
            # TYPE app_requests_in_flight gauge
            app_requests_in_flight 3
            # HELP app_queue_length Jobs waiting.
            # TYPE app_queue_length gauge
            app_queue_length 3
            # HELP app_errors_total Errors.
            # TYPE app_errors_total counter
            app_errors_total 0.5

            """)
    }

    @Test func labelValuesAndHelpAreEscaped() {
        let registry = MetricsRegistry()
        let counter = registry.counter(
            "app_things_total", help: "Things with a \\ and a\nline break.",
            series: [["value": "a\\b \"quoted\"\nnext"]])
        counter.increment()
        #expect(Self.text(registry) == """
            # HELP app_things_total Things with a \\\\ and a\\nline break.
            # TYPE app_things_total counter
            app_things_total{value="a\\\\b \\"quoted\\"\\nnext"} 1

            """)
    }

    @Test func hiddenZeroSeriesAreLeftOut() {
        let registry = MetricsRegistry()
        let counter = registry.counter(
            "app_hits_total", help: "Hits.", series: [["n": "1"], ["n": "2"], ["n": "3"]], hidingZeros: true)
        counter.increment(series: 1)
        #expect(Self.text(registry) == """
            # HELP app_hits_total Hits.
            # TYPE app_hits_total counter
            app_hits_total{n="2"} 1

            """)
    }

    @Test func histogramBucketsAreCumulative() {
        let registry = MetricsRegistry()
        let latency = registry.histogram(
            "app_latency_seconds", help: "Latency.", buckets: [0.0005, 0.01, 1], unitsPerValue: 1_000_000_000,
            series: [["route": "/"], ["route": "other"]])
        latency.observe(200_000)          // 0.2 ms: first bucket
        latency.observe(500_000)          // exactly on a bound: that bucket
        latency.observe(7_000_000)        // 7 ms
        latency.observe(3_000_000_000)    // 3 s: +Inf only
        latency.observe(value: 0.25, series: 1)

        #expect(latency.count() == 4)
        #expect(Self.text(registry) == """
            # HELP app_latency_seconds Latency.
            # TYPE app_latency_seconds histogram
            app_latency_seconds_bucket{route="/",le="0.0005"} 2
            app_latency_seconds_bucket{route="/",le="0.01"} 3
            app_latency_seconds_bucket{route="/",le="1"} 3
            app_latency_seconds_bucket{route="/",le="+Inf"} 4
            app_latency_seconds_sum{route="/"} 3.0077
            app_latency_seconds_count{route="/"} 4
            app_latency_seconds_bucket{route="other",le="0.0005"} 0
            app_latency_seconds_bucket{route="other",le="0.01"} 0
            app_latency_seconds_bucket{route="other",le="1"} 1
            app_latency_seconds_bucket{route="other",le="+Inf"} 1
            app_latency_seconds_sum{route="other"} 0.25
            app_latency_seconds_count{route="other"} 1

            """)
    }

    @Test(arguments: [
        (3.0, "3"), (0.0005, "0.0005"), (2.5, "2.5"), (-1.0, "-1"), (Double.infinity, "+Inf"), (-Double.infinity, "-Inf"),
        (Double.nan, "NaN"),
    ])
    func sampleValues(value: Double, written: String) {
        let registry = MetricsRegistry()
        registry.collect("app_value", help: "A value.", as: .gauge) { value }
        #expect(Self.text(registry).hasSuffix("\napp_value \(written)\n"))
    }
}
