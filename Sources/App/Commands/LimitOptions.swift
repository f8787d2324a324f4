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

    func apply(to server: inout HTTPServerConfiguration, environment: Environment) throws(StartupError) {
        let timeout = try environment.integer("CONNECTION_TIMEOUT", flag: connectionTimeout, default: server.connectionTimeoutSeconds)
        let total = try environment.integer("MAX_CONNECTIONS", flag: maxConnections, default: server.maxConnections)
        let perAddress = try environment.integer(
            "MAX_CONNECTIONS_PER_ADDRESS", flag: maxConnectionsPerAddress, default: server.maxConnectionsPerAddress)
        let body = try environment.integer("MAX_BODY_SIZE", flag: maxBodySize, default: server.maxBodySize)
        guard timeout >= 1 else { throw StartupError("the connection timeout must be at least 1 second") }
        guard total >= 1 else { throw StartupError("at least 1 connection must be allowed") }
        guard perAddress >= 1 else { throw StartupError("at least 1 connection per address must be allowed") }
        guard body >= 0 else { throw StartupError("the largest body cannot be negative") }
        server.connectionTimeoutSeconds = timeout
        server.maxConnections = total
        server.maxConnectionsPerAddress = perAddress
        server.maxBodySize = body
    }
}
