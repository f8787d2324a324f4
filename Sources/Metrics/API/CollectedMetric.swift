/// A value owned elsewhere (a queue's length, a store's error count), read by its closure each
/// time `/metrics` is scraped: recording it costs the owner nothing.
///
/// ```swift
/// registry.collect("screenkit_requests_in_flight", help: "Requests being answered.", as: .gauge) {
///     Double(server.requestsInFlight)
/// }
/// ```
public struct CollectedMetric: Sendable, ExposedMetric {
    /// What the value is to Prometheus: a `counter` only grows (a `_total` name), a `gauge` may fall.
    public enum Kind: String, Sendable {
        case counter
        case gauge
    }

    public let name: String
    let help: String
    let kind: Kind
    let read: @Sendable () -> Double

    init(name: String, help: String, kind: Kind, read: @escaping @Sendable () -> Double) {
        precondition(kind != .counter || name.hasSuffix("_total"), "a counter's name ends in _total: \(name)")
        self.name = name
        self.help = help
        self.kind = kind
        self.read = read
    }

    func expose(into writer: inout ExpositionWriter) {
        writer.header(name: name, help: help, type: kind.rawValue)
        writer.sample(name, labels: "", value: ExpositionWriter.number(read()))
    }
}
