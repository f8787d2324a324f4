import ArgumentParser
import HTTPServer

/// The server's protective limits, for operators who need other values than the defaults.
struct LimitOptions: ParsableArguments {
    @Option(help: "Seconds before an idle or slow connection is closed. (env: CONNECTION_TIMEOUT, default: 30)")
    var connectionTimeout: Int?

    @Option(help: "Connections open at once, in all; past it new clients wait in the listen backlog. (env: MAX_CONNECTIONS, default: 1024)")
    var maxConnections: Int?

    @Option(help: "Connections open at once from one client address (IPv6: one /64), trusted proxies aside; past it, 429. (env: MAX_CONNECTIONS_PER_ADDRESS, default: 128)")
    var maxConnectionsPerAddress: Int?

    @Option(help: "Clients that may wait to be accepted while the server is full; the kernel caps it at net.core.somaxconn. (env: LISTEN_BACKLOG, default: 4096)")
    var listenBacklog: Int?

    @Option(help: "Bytes of memory per connection; the request line and headers must fit in it, less 1536 for the answer's head, or get 431. (env: CONNECTION_MEMORY, default: 6656)")
    var connectionMemory: Int?

    @Option(help: "Largest request body in bytes; larger ones get 413. (env: MAX_BODY_SIZE, default: 65536)")
    var maxBodySize: Int?

    @Option(help: "Seconds a sign-in or sign-up may expect to wait for a work thread, judged from recent ones; past it, 503 with Retry-After. (env: WORK_WAIT_BUDGET, default: 5)")
    var workWaitBudget: Int?

    /// The count of waiting jobs `--work-wait-budget` replaced; kept only to say so.
    @Option(help: .hidden)
    var workQueue: String?

    /// The largest values accepted: far above any real need, and small enough that the
    /// connection counts and the timeout fit libmicrohttpd's `unsigned int` options.
    static let connectionTimeoutRange = 1...86_400
    static let connectionsRange = 1...1_000_000
    /// `listen` takes an int; Linux caps it at `net.core.somaxconn` (at most 4096 by default).
    static let listenBacklogRange = 1...65_535
    /// Enough for a browser's request at the low end; at the high end far past any real header
    /// block, where each idle connection would hold a quarter of a megabyte.
    static let connectionMemoryRange = 4096...262_144
    static let bodySizeRange = 0...1_073_741_824
    /// Past a few minutes a browser or a proxy (nginx: 60 s) gives up before the answer comes.
    static let workWaitBudgetRange = 0...300

    func apply(to server: inout HTTPServerConfiguration, environment: Environment) throws(StartupError) {
        let limits: [(WritableKeyPath<HTTPServerConfiguration, Int>, String, Int?, ClosedRange<Int>, String)] = [
            (\.connectionTimeoutSeconds, "CONNECTION_TIMEOUT", connectionTimeout, Self.connectionTimeoutRange,
             "the connection timeout in seconds"),
            (\.maxConnections, "MAX_CONNECTIONS", maxConnections, Self.connectionsRange, "the connection limit"),
            (\.maxConnectionsPerAddress, "MAX_CONNECTIONS_PER_ADDRESS", maxConnectionsPerAddress, Self.connectionsRange,
             "the connection limit per address"),
            (\.listenBacklog, "LISTEN_BACKLOG", listenBacklog, Self.listenBacklogRange, "the listen backlog"),
            (\.connectionMemoryLimit, "CONNECTION_MEMORY", connectionMemory, Self.connectionMemoryRange,
             "the memory per connection in bytes"),
            (\.maxBodySize, "MAX_BODY_SIZE", maxBodySize, Self.bodySizeRange, "the largest body in bytes"),
        ]
        for (field, variable, flag, range, what) in limits {
            server[keyPath: field] = try environment.integer(variable, flag: flag, default: server[keyPath: field], in: range, what)
        }
        // A count of waiting jobs no longer means anything here: refusing to start beats
        // silently serving with a limit the operator did not choose.
        if workQueue != nil {
            throw StartupError("--work-queue is replaced by --work-wait-budget: the seconds a sign-in may expect to wait")
        }
        if environment["WORK_QUEUE"] != nil {
            throw StartupError("WORK_QUEUE is replaced by WORK_WAIT_BUDGET: the seconds a sign-in may expect to wait")
        }
        server.workWaitBudget = .seconds(try environment.integer(
            "WORK_WAIT_BUDGET", flag: workWaitBudget, default: Int(server.workWaitBudget.components.seconds),
            in: Self.workWaitBudgetRange, "the work wait budget in seconds"))
    }
}
