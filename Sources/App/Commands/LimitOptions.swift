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

    func apply(to server: inout HTTPServerConfiguration, environment: Environment) throws(StartupError) {
        let timeout = try environment.integer("CONNECTION_TIMEOUT", flag: connectionTimeout, default: server.connectionTimeoutSeconds)
        let total = try environment.integer("MAX_CONNECTIONS", flag: maxConnections, default: server.maxConnections)
        let perAddress = try environment.integer(
            "MAX_CONNECTIONS_PER_ADDRESS", flag: maxConnectionsPerAddress, default: server.maxConnectionsPerAddress)
        let body = try environment.integer("MAX_BODY_SIZE", flag: maxBodySize, default: server.maxBodySize)
        let queue = try environment.integer("WORK_QUEUE", flag: workQueue, default: server.workQueueLimit)
        guard timeout >= 1 else { throw StartupError("the connection timeout must be at least 1 second") }
        guard total >= 1 else { throw StartupError("at least 1 connection must be allowed") }
        guard perAddress >= 1 else { throw StartupError("at least 1 connection per address must be allowed") }
        guard body >= 0 else { throw StartupError("the largest body cannot be negative") }
        guard (0...10_000).contains(queue) else { throw StartupError("the work queue must hold between 0 and 10000 requests, not \(queue)") }
        server.connectionTimeoutSeconds = timeout
        server.maxConnections = total
        server.maxConnectionsPerAddress = perAddress
        server.maxBodySize = body
        server.workQueueLimit = queue
    }
}
