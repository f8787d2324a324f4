/// A whole number that goes up and down, one value per series, set where it changes. A value
/// another object already keeps is better read when scraped
/// (``MetricsRegistry/collect(_:help:as:read:)``) than copied into a gauge on every change.
///
/// ```swift
/// let connections = registry.gauge("screenkit_open_connections", help: "Connections open.")
/// connections.add(1)
/// ```
public final class Gauge: Sendable, ExposedMetric {
    public let name: String
    let help: String
    private let values: IntegerSeries

    init(name: String, help: String, series: [MetricLabels]) {
        self.name = name
        self.help = help
        values = IntegerSeries(series)
    }

    @inline(__always)
    public func add(_ amount: Int, series index: Int = 0) {
        values.slots.add(amount, at: index)
    }

    @inline(__always)
    public func set(_ value: Int, series index: Int = 0) {
        values.slots.store(value, at: index)
    }

    public func value(series index: Int = 0) -> Int {
        values.slots.load(at: index)
    }

    func expose(into writer: inout ExpositionWriter) {
        values.expose(name, help: help, type: "gauge", hidingZeros: false, into: &writer)
    }
}
