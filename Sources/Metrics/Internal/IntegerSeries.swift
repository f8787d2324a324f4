/// The series of a counter or a gauge: one whole number each, in preallocated atomic slots,
/// with each series' label text escaped once, at registration.
struct IntegerSeries: Sendable {
    let slots: AtomicSlots
    private let labelTexts: [String]

    init(_ series: [MetricLabels]) {
        labelTexts = series.map(\.exposition)
        slots = AtomicSlots(count: series.count)
    }

    /// The header and one sample per series; with `hidingZeros`, series at zero are left out.
    func expose(_ name: String, help: String, type: String, hidingZeros: Bool, into writer: inout ExpositionWriter) {
        writer.header(name: name, help: help, type: type)
        for index in labelTexts.indices {
            let value = slots.load(at: index)
            if value == 0 && hidingZeros { continue }
            writer.sample(name, labels: labelTexts[index], value: String(value))
        }
    }
}
