/// A metric the registry lists: it writes its own lines when `/metrics` is scraped.
protocol ExposedMetric: Sendable {
    var name: String { get }
    func expose(into writer: inout ExpositionWriter)
}

/// Writes the Prometheus text exposition format, version 0.0.4, into one byte buffer: a
/// `# HELP` and a `# TYPE` line per metric, then one line per sample.
struct ExpositionWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// `# HELP name text` and `# TYPE name type`; in HELP text a backslash and a line break are
    /// escaped, as the format asks.
    mutating func header(name: String, help: String, type: String) {
        append("# HELP ")
        append(name)
        append(" ")
        for byte in help.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            default: bytes.append(byte)
            }
        }
        append("\n# TYPE ")
        append(name)
        append(" ")
        append(type)
        append("\n")
    }

    /// One sample line: `name{labels,le="…"} value`. `labels` is a series' label text as
    /// ``MetricLabels`` renders it (already escaped); `bound` adds a histogram bucket's `le`.
    mutating func sample(_ name: String, suffix: String = "", labels: String, bound: String? = nil, value: String) {
        append(name)
        append(suffix)
        if !labels.isEmpty || bound != nil {
            append("{")
            append(labels)
            if let bound {
                if !labels.isEmpty { append(",") }
                append("le=\"")
                append(bound)
                append("\"")
            }
            append("}")
        }
        append(" ")
        append(value)
        append("\n")
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A sample value: whole numbers without a fraction (`3`, not `3.0`), others in Swift's
    /// shortest round-tripping form (`0.0005`, `1e-07`), which Prometheus parses as Go's
    /// `ParseFloat` does; infinities and NaN by the format's own words.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Inf" : "+Inf" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
