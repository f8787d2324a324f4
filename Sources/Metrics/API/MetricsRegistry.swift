import Synchronization

/// The metrics a process exports, in the order they were registered, rendered in the
/// Prometheus text format (version 0.0.4) when scraped.
///
/// Register everything at start-up: each metric's storage is allocated then, so recording takes
/// no lock and allocates nothing. The registry's own lock guards only registration and the
/// list a scrape walks.
///
/// ```swift
/// let registry = MetricsRegistry()
/// let requests = registry.counter("app_requests_total", help: "Requests answered.")
/// registry.collect("app_queue_length", help: "Jobs waiting.", as: .gauge) { Double(queue.count) }
/// requests.increment()
/// let body = registry.exposition() // served as MetricsRegistry.contentType
/// ```
public final class MetricsRegistry: Sendable {
    /// The `Content-Type` of ``exposition()``.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    private let metrics = Mutex<[any ExposedMetric]>([])

    public init() {}

    /// A counter with one value per series (one, unlabelled, by default).
    ///
    /// - Parameter hidingZeros: leave out series still at zero, for a grid of label values
    ///   (route × status) most of which never occur.
    public func counter(
        _ name: String, help: String, series: [MetricLabels] = [.none], hidingZeros: Bool = false
    ) -> Counter {
        register(Counter(name: name, help: help, series: series, hidesZeroSeries: hidingZeros))
    }

    public func gauge(_ name: String, help: String, series: [MetricLabels] = [.none]) -> Gauge {
        register(Gauge(name: name, help: help, series: series))
    }

    /// A histogram per series over `buckets` (upper bounds in the exported unit, ascending),
    /// observed in whole units of `1 / unitsPerValue` of it.
    public func histogram(
        _ name: String, help: String, buckets: [Double], unitsPerValue: Int, series: [MetricLabels] = [.none]
    ) -> Histogram {
        register(Histogram(name: name, help: help, buckets: buckets, unitsPerValue: unitsPerValue, series: series))
    }

    /// A value read from `read` on each scrape, for state another object owns.
    public func collect(_ name: String, help: String, as kind: CollectedMetric.Kind, read: @escaping @Sendable () -> Double) {
        _ = register(CollectedMetric(name: name, help: help, kind: kind, read: read))
    }

    /// Every metric in the text exposition format.
    public func exposition() -> [UInt8] {
        // Collectors run outside the lock: they may take locks of their own.
        let listed = metrics.withLock { $0 }
        var writer = ExpositionWriter()
        for metric in listed {
            metric.expose(into: &writer)
        }
        return writer.bytes
    }

    /// - Precondition: a valid name, not registered before; names are the developer's, fixed
    ///   at start-up.
    private func register<Metric: ExposedMetric>(_ metric: Metric) -> Metric {
        precondition(MetricName.isValid(metric.name), "not a metric name: \(metric.name)")
        metrics.withLock { metrics in
            precondition(!metrics.contains { $0.name == metric.name }, "metric registered twice: \(metric.name)")
            metrics.append(metric)
        }
        return metric
    }
}
