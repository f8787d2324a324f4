/// How observations spread over fixed buckets (request durations), one histogram per series,
/// exported as cumulative `_bucket{le="…"}` lines, `_sum` and `_count`.
///
/// Observations are whole numbers of a small unit (nanoseconds for a histogram in seconds), so
/// recording is two relaxed atomic adds — the observation's bucket and the sum — with no lock,
/// no allocation and no compare-and-swap loop on a floating-point sum. The count is the
/// buckets' total, so it is not stored apart.
///
/// ```swift
/// let latency = registry.histogram(
///     "screenkit_render_seconds", help: "Rendering time.", buckets: [0.001, 0.01, 0.1], unitsPerValue: 1_000_000_000)
/// latency.observe(2_500_000) // 2.5 ms
/// ```
public final class Histogram: Sendable, ExposedMetric {
    public let name: String
    let help: String
    let series: [MetricLabels]
    /// The buckets' upper bounds as exported, ascending; `+Inf` follows the last.
    public let buckets: [Double]
    /// Recorded units per exported unit: 1 000 000 000 records nanoseconds for seconds.
    public let unitsPerValue: Int
    private let unitBounds: [Int]
    private let boundTexts: [String]
    private let labelTexts: [String]
    /// Per series: one count per bucket (not cumulative), one for `+Inf`, then the sum in units.
    private let slots: AtomicSlots
    private let stride: Int

    init(name: String, help: String, buckets: [Double], unitsPerValue: Int, series: [MetricLabels]) {
        precondition(!buckets.isEmpty && zip(buckets, buckets.dropFirst()).allSatisfy { $0 < $1 },
                     "a histogram's buckets are ascending: \(name)")
        precondition(buckets.allSatisfy(\.isFinite) && unitsPerValue > 0, "a histogram's buckets are finite: \(name)")
        precondition(series.allSatisfy { !$0.names.contains("le") }, "`le` is the bucket's own label: \(name)")
        self.name = name
        self.help = help
        self.series = series
        self.buckets = buckets
        self.unitsPerValue = unitsPerValue
        unitBounds = buckets.map { Int(($0 * Double(unitsPerValue)).rounded()) }
        boundTexts = buckets.map(ExpositionWriter.number)
        labelTexts = series.map(\.exposition)
        stride = buckets.count + 2
        slots = AtomicSlots(count: series.count * stride)
    }

    /// Records one observation of `units` (nanoseconds, for a histogram of seconds made with
    /// `unitsPerValue: 1_000_000_000`) in the series at `index`.
    @inline(__always)
    public func observe(_ units: Int, series index: Int = 0) {
        var bucket = 0
        while bucket < unitBounds.count && units > unitBounds[bucket] {
            bucket += 1
        }
        let first = index * stride
        slots.add(1, at: first + bucket)
        slots.add(units, at: first + stride - 1)
    }

    /// Records one observation in the exported unit (seconds), rounded to the recorded unit.
    public func observe(value: Double, series index: Int = 0) {
        observe(Int((value * Double(unitsPerValue)).rounded()), series: index)
    }

    /// How many observations the series holds.
    public func count(series index: Int = 0) -> Int {
        (0...buckets.count).reduce(0) { $0 + slots.load(at: index * stride + $1) }
    }

    func expose(into writer: inout ExpositionWriter) {
        writer.header(name: name, help: help, type: "histogram")
        for index in series.indices {
            let first = index * stride
            let labels = labelTexts[index]
            var cumulative = 0
            for bucket in buckets.indices {
                cumulative += slots.load(at: first + bucket)
                writer.sample(name, suffix: "_bucket", labels: labels, bound: boundTexts[bucket], value: String(cumulative))
            }
            cumulative += slots.load(at: first + buckets.count)
            writer.sample(name, suffix: "_bucket", labels: labels, bound: "+Inf", value: String(cumulative))
            let sum = Double(slots.load(at: first + stride - 1)) / Double(unitsPerValue)
            writer.sample(name, suffix: "_sum", labels: labels, value: ExpositionWriter.number(sum))
            writer.sample(name, suffix: "_count", labels: labels, value: String(cumulative))
        }
    }
}
