import ArgumentParser

/// Where `/metrics` is served: on a listener of its own, never on the public port, and only
/// when an operator names its port.
struct MetricsOptions: ParsableArguments {
    @Option(help: "Port of a second listener that answers only /metrics (Prometheus); 0 picks a free one. Off when unset. (env: METRICS_PORT)")
    var metricsPort: Int?

    @Option(help: "Address the metrics listener binds. (env: METRICS_HOST, default: the server's --host)")
    var metricsHost: String?

    static let portRange = 0...65_535

    /// The listener's address, or `nil` when metrics are off.
    ///
    /// - Throws: a port that is not a number or out of range, or a host without a port (which
    ///   would look like metrics are on when they are not).
    func address(serverHost: String, environment: Environment) throws(StartupError) -> MetricsAddress? {
        let host = metricsHost ?? environment["METRICS_HOST"]
        // Not `??`: its autoclosure would widen the thrown error to `any Error`.
        var port = metricsPort
        if port == nil { port = try environment.integer("METRICS_PORT") }
        guard let port else {
            if host != nil {
                throw StartupError("a metrics host is set without a metrics port: set --metrics-port (METRICS_PORT) too")
            }
            return nil
        }
        guard Self.portRange.contains(port) else {
            throw StartupError("the metrics port must be between 0 and 65535, not \(port)")
        }
        return MetricsAddress(host: host ?? serverHost, port: port)
    }
}

/// Where the metrics listener binds.
struct MetricsAddress: Sendable, Equatable {
    var host: String
    var port: Int
}
