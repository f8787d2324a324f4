import ArgumentParser
import HTTPServer

/// The server's protective limits, for operators who need other values than the defaults.
struct LimitOptions: ParsableArguments {
    @Option(help: "Seconds before an idle or slow connection is closed. (env: CONNECTION_TIMEOUT, default: 30)")
    var connectionTimeout: Int?

    @Option(help: "Connections open at once, in all. (env: MAX_CONNECTIONS, default: 1024)")
    var maxConnections: Int?

    @Option(help: "Connections open at once from one client address. (env: MAX_CONNECTIONS_PER_ADDRESS, default: 128)")
    var maxConnectionsPerAddress: Int?

    @Option(help: "Largest request body in bytes; larger ones get 413. (env: MAX_BODY_SIZE, default: 65536)")
    var maxBodySize: Int?

    @Option(help: "Sign-ins and sign-ups that may wait for a work thread; more get 503 with Retry-After. (env: WORK_QUEUE, default: 32)")
    var workQueue: Int?

    /// The largest values accepted: far above any real need, and small enough that the
    /// connection counts and the timeout fit libmicrohttpd's `unsigned int` options.
    static let connectionTimeoutRange = 1...86_400
    static let connectionsRange = 1...1_000_000
    static let bodySizeRange = 0...1_073_741_824
    static let workQueueRange = 0...10_000

    func apply(to server: inout HTTPServerConfiguration, environment: Environment) throws(StartupError) {
        server.connectionTimeoutSeconds = try environment.integer(
            "CONNECTION_TIMEOUT", flag: connectionTimeout, default: server.connectionTimeoutSeconds,
            in: Self.connectionTimeoutRange, "the connection timeout in seconds")
        server.maxConnections = try environment.integer(
            "MAX_CONNECTIONS", flag: maxConnections, default: server.maxConnections,
            in: Self.connectionsRange, "the connection limit")
        server.maxConnectionsPerAddress = try environment.integer(
            "MAX_CONNECTIONS_PER_ADDRESS", flag: maxConnectionsPerAddress, default: server.maxConnectionsPerAddress,
            in: Self.connectionsRange, "the connection limit per address")
        server.maxBodySize = try environment.integer(
            "MAX_BODY_SIZE", flag: maxBodySize, default: server.maxBodySize,
            in: Self.bodySizeRange, "the largest body in bytes")
        server.workQueueLimit = try environment.integer(
            "WORK_QUEUE", flag: workQueue, default: server.workQueueLimit,
            in: Self.workQueueRange, "the work queue")
    }
}
