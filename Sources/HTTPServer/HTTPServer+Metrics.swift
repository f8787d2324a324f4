public import Logging
public import Metrics

extension HTTPServer {
    /// A second, small server that answers only `/metrics` (``MetricsResponder``), on an address
    /// of its own: one request thread, left unbound, no access log (a scrape every few seconds would drown
    /// the requests that matter), no request bodies, and few connections, since only a scraper
    /// or an operator calls it. Its work pool holds the one thread the server requires, and no
    /// wait: nothing on it is slow.
    public static func metricsListener(host: String, port: Int, registry: MetricsRegistry, logger: Logger) -> HTTPServer {
        var configuration = HTTPServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.threads = 1
        configuration.pinsRequestThreads = false
        configuration.workThreads = 1
        configuration.workWaitBudget = .zero
        configuration.workJobLimit = 1
        configuration.accessLog = false
        configuration.maxBodySize = 0
        configuration.maxConnections = 32
        configuration.maxConnectionsPerAddress = 32
        return HTTPServer(configuration: configuration, responder: MetricsResponder(registry: registry), logger: logger)
    }
}
