internal import CMicroHTTPD
import HTTPCore
import Logging
import Synchronization

/// The state libmicrohttpd's callbacks reach through their `cls` pointer.
///
/// One per running server, retained for the daemon's lifetime; every field is immutable or
/// atomic, because the callbacks run on all pool threads at once.
final class ServerContext: Sendable {
    let responder: any HTTPResponder
    let configuration: HTTPServerConfiguration
    let logger: Logger
    /// Requests begun and not yet completed; a shutdown waits for this to reach zero.
    let requestsInFlight = Atomic<Int>(0)
    /// Connections handed to libmicrohttpd and not yet closed: the accepting thread counts
    /// them in against the configured caps, the daemon's close notification counts them out.
    let connections: ConnectionTable
    /// Whether each request thread is bound to a CPU of its own (see
    /// ``HTTPServerConfiguration/pinsRequestThreads``), settled when the server is made.
    let pinsRequestThreads: Bool
    /// The next CPU, by position among those allowed, for a request thread to be bound to.
    let nextCPU = Atomic<Int>(0)
    /// Set once the server stops accepting: responses then ask clients to close.
    let draining = Atomic<Bool>(false)
    /// Runs the handlers of slow requests while their connections are suspended.
    let work: WorkPool
    /// The requests whose answers await, as tasks, while their connections are suspended.
    let waiting: WaitingRequests
    /// The threads those tasks run on.
    let taskThreads: TaskThreads
    /// Where each answered request is counted, when metrics are on; `nil` costs a request one
    /// check at its start and one when its response is queued.
    let metrics: RequestMetrics?
    /// Whether every request asks the responder's plan: metrics label each request with its
    /// route.
    let plansEveryRequest: Bool

    init(responder: any HTTPResponder, configuration: HTTPServerConfiguration, metrics: RequestMetrics?, logger: Logger) {
        self.responder = responder
        self.configuration = configuration
        self.metrics = metrics
        self.logger = logger
        plansEveryRequest = metrics != nil
        connections = ConnectionTable(
            maxConnections: configuration.maxConnections, maxPerAddress: configuration.maxConnectionsPerAddress,
            trusted: TrustedPeers(configuration.trustedProxies))
        pinsRequestThreads = configuration.pinsRequestThreads && configuration.threads > 1
            && configuration.threads == Int(sk_allowed_cpu_count())
        waiting = WaitingRequests(logger: logger)
        taskThreads = TaskThreads(count: configuration.threads, logger: logger)
        work = WorkPool(
            threads: configuration.workThreads, waitBudget: configuration.workWaitBudget, jobLimit: configuration.workJobLimit,
            niceIncrement: configuration.workThreadNiceIncrement, logger: logger)
    }

    func logAccess(_ state: RequestState, status: Int) {
        let duration = state.startedAt.map { ContinuousClock.now - $0 } ?? .zero
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let line: Logger.Message = "\(state.loggedMethod) \(state.loggedPath) \(status) \(state.responseBytes)B \(Self.milliseconds(microseconds))ms"
        if let id = state.requestID {
            logger.info(line, metadata: ["request_id": "\(id)"])
        } else {
            logger.info(line)
        }
    }

    private static func milliseconds(_ microseconds: Int64) -> String {
        let fraction = microseconds % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(microseconds / 1000).\(padded)"
    }
}
