/// A count that only goes up (requests answered, sessions created), one value per series.
/// Recording is one relaxed atomic add: no lock, no allocation.
///
/// ```swift
/// let created = registry.counter("screenkit_sessions_created_total", help: "Sessions created.")
/// created.increment()
/// ```
public final class Counter: Sendable, ExposedMetric {
    public let name: String
    let help: String
    private let values: IntegerSeries
    private let hidesZeroSeries: Bool

    init(name: String, help: String, series: [MetricLabels], hidesZeroSeries: Bool) {
        precondition(name.hasSuffix("_total"), "a counter's name ends in _total: \(name)")
        self.name = name
        self.help = help
        values = IntegerSeries(series)
        self.hidesZeroSeries = hidesZeroSeries
    }

    /// Adds `amount` (not negative) to the series at `index`, in the order given at registration.
    @inline(__always)
    public func increment(series index: Int = 0, by amount: Int = 1) {
        assert(amount >= 0, "a counter only goes up")
        values.slots.add(amount, at: index)
    }

    public func value(series index: Int = 0) -> Int {
        values.slots.load(at: index)
    }

    func expose(into writer: inout ExpositionWriter) {
        values.expose(name, help: help, type: "counter", hidingZeros: hidesZeroSeries, into: &writer)
    }
}
