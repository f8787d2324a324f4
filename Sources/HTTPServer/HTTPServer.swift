internal import CMicroHTTPD
public import HTTPCore
public import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on GNU libmicrohttpd: a pool of threads, each with its own epoll loop,
/// calling one ``HTTPResponder`` for every request that passed the configured limits; one more
/// thread accepts connections and deals them out to the pool (``ConnectionAcceptor``). Requests
/// the responder plans as ``Workload/slow`` run on a separate, lower-priority work pool, and
/// those it plans as ``Workload/waiting(deadline:)`` as tasks (``WaitingRequest``); their
/// connections wait aside meanwhile.
///
/// ```swift
/// let server = HTTPServer(configuration: configuration, responder: app, logger: logger)
/// try server.start()
/// print("listening on port \(server.port)")
/// // …
/// server.shutdown() // stops accepting, finishes requests in flight, then stops
/// ```
public final class HTTPServer: Sendable {
    private struct Running {
        let daemon: OpaquePointer
        var acceptor: ConnectionAcceptor?
        let context: Unmanaged<ServerContext>
    }

    private let context: ServerContext
    private let running = Mutex<Running?>(nil)
    private let boundPort = Atomic<Int>(0)

    /// - Parameter metrics: where to count each request by route and status and time it; `nil`
    ///   (the default) records nothing and reads no clock for it.
    public init(
        configuration: HTTPServerConfiguration, responder: some HTTPResponder, metrics: RequestMetrics? = nil, logger: Logger
    ) {
        context = ServerContext(responder: responder, configuration: configuration, metrics: metrics, logger: logger)
    }

    /// The port the server listens on; meaningful after ``start()``, also when port 0 was asked.
    public var port: Int { boundPort.load(ordering: .acquiring) }

    public var configuration: HTTPServerConfiguration { context.configuration }

    /// Binds and starts serving. The call returns at once; requests run on the pool's threads.
    ///
    /// - Throws: ``HTTPServerError`` with a one-line reason (address in use, bad host, …).
    public func start() throws(HTTPServerError) {
        let configuration = context.configuration
        guard configuration.threads >= 1, configuration.maxBodySize >= 0, configuration.maxURLLength >= 1,
              configuration.connectionTimeoutSeconds >= 0, configuration.maxConnections >= 1,
              configuration.maxConnectionsPerAddress >= 1, configuration.connectionMemoryLimit >= 4096,
              configuration.listenBacklog >= 1, configuration.idleConnectionAge >= .zero,
              configuration.workThreads >= 1, configuration.workWaitBudget >= .zero, configuration.workJobLimit >= 1,
              (0...19).contains(configuration.workThreadNiceIncrement)
        else { throw HTTPServerError(.invalidConfiguration, "the server's limits must be positive") }
        // libmicrohttpd takes these as `unsigned int`: refuse what does not fit instead of trapping.
        guard let threadCount = UInt32(exactly: configuration.threads),
              let timeoutSeconds = UInt32(exactly: configuration.connectionTimeoutSeconds),
              let connectionLimit = UInt32(exactly: configuration.maxConnections),
              Int32(exactly: configuration.listenBacklog) != nil
        else { throw HTTPServerError(.invalidConfiguration, "the server's limits must fit in 32 bits") }
        guard context.connections.wake.descriptor >= 0 else {
            throw HTTPServerError(.daemonFailed, "cannot create the accepting thread's wake-up channel (eventfd)")
        }

        try running.withLock { (running: inout Running?) throws(HTTPServerError) in
            guard running == nil else { return }
            let socket = try ListenSocket.open(host: configuration.host, port: configuration.port, backlog: configuration.listenBacklog)
            guard context.work.start() else {
                close(socket.descriptor)
                throw HTTPServerError(.workThreadsFailed, "cannot start \(configuration.workThreads) work thread(s)")
            }
            guard context.taskThreads.start(), context.waiting.start(context) else {
                close(socket.descriptor)
                context.work.finish()
                context.taskThreads.stop()
                throw HTTPServerError(.workThreadsFailed, "cannot start the threads of waiting requests")
            }
            let retained = Unmanaged.passRetained(context)
            // Slow requests wait with their connection suspended; the inter-thread channel lets
            // a work thread's resume wake the connection's polling thread at once.
            // The same channel wakes a thread for each connection the acceptor hands it.
            let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
                | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_NO_LISTEN_SOCKET.rawValue
            var daemonConfig = sk_daemon_config(
                flags: flags,
                thread_pool_size: threadCount,
                connection_timeout_seconds: timeoutSeconds,
                // The cap is kept by the accepting thread (ConnectionAcceptor); libmicrohttpd's
                // own limit, split evenly among its threads, is set so no thread can reach it.
                connection_limit: connectionLimit.multipliedReportingOverflow(by: threadCount).overflow
                    ? UInt32.max : connectionLimit * threadCount,
                // Counted per address by the accepting thread too, which can tell a trusted
                // proxy from a client; 0 is libmicrohttpd's "no limit".
                per_address_connection_limit: 0,
                connection_memory_limit: configuration.connectionMemoryLimit,
                access_handler: DaemonCallbacks.access,
                request_completed: DaemonCallbacks.requestCompleted,
                connection_notified: DaemonCallbacks.connectionNotified,
                uri_log: DaemonCallbacks.requestStarted,
                unescape: DaemonCallbacks.keepEscapes,
                context: retained.toOpaque()
            )
            guard let daemon = sk_start_daemon(&daemonConfig) else {
                close(socket.descriptor)
                retained.release()
                context.work.finish()
                context.waiting.finish(context)
                context.taskThreads.stop()
                throw HTTPServerError(.daemonFailed, "libmicrohttpd could not start on \(configuration.host):\(socket.port)")
            }
            let acceptor = ConnectionAcceptor(listenDescriptor: socket.descriptor, daemon: daemon, context: context)
            guard acceptor.start() else {
                close(socket.descriptor)
                context.work.finish()
                context.waiting.finish(context)
                context.taskThreads.stop()
                MHD_stop_daemon(daemon)
                retained.release()
                throw HTTPServerError(.daemonFailed, "cannot start the thread that accepts connections")
            }
            running = Running(daemon: daemon, acceptor: acceptor, context: retained)
            boundPort.store(socket.port, ordering: .releasing)
        }
    }

    /// Stops accepting new connections; requests in flight and open keep-alive connections
    /// are still served, and their responses ask the client to close.
    public func stopAccepting() {
        running.withLock { running in
            guard var state = running, let acceptor = state.acceptor else { return }
            context.draining.store(true, ordering: .relaxed)
            // The listening socket is ours, not libmicrohttpd's, so no MHD_quiesce_daemon
            // (which, in 0.9.75 with a pool of epoll threads, can abort the process).
            acceptor.stop()
            state.acceptor = nil
            running = state
        }
    }

    /// Stops accepting, waits up to the grace period for requests in flight, lets the work
    /// pool finish every slow request it admitted (each is bounded work, and libmicrohttpd
    /// must not stop while a connection is suspended), then stops the daemon and closes every
    /// connection. Safe to call more than once.
    public func shutdown() {
        stopAccepting()
        let deadline = ContinuousClock.now + .seconds(context.configuration.shutdownGracePeriodSeconds)
        while context.requestsInFlight.load(ordering: .acquiring) > 0 && ContinuousClock.now < deadline {
            // Polled rather than signalled: shutdown happens once, and this keeps the request
            // path free of any wake-up bookkeeping.
            usleep(2_000)
        }
        let unfinished = context.requestsInFlight.load(ordering: .acquiring)
        if unfinished > 0 {
            context.logger.warning("closing \(unfinished) request(s) still in flight after the grace period")
        }
        // Requests still waiting on their tasks are told to come back (503), and given a
        // moment for those answers to go out before the daemon closes their connections.
        let waiting = context.waiting.count
        context.waiting.finish(context)
        let answered = ContinuousClock.now + .seconds(1)
        while waiting > 0 && context.requestsInFlight.load(ordering: .acquiring) > 0 && ContinuousClock.now < answered {
            usleep(2_000)
        }
        running.withLock { running in
            guard let state = running else { return }
            // Under the lock, so a second caller cannot reach the stop while work remains.
            context.work.finish()
            context.waiting.finish(context)
            MHD_stop_daemon(state.daemon)
            // After the daemon: a task still finishing (its answer was already given) has its
            // jobs run before the threads end.
            context.taskThreads.stop()
            state.context.release()
            running = nil
        }
    }

    /// How many connections the server holds open (or has just accepted and is handing over).
    public var openConnections: Int {
        context.connections.openCount
    }

    /// How many clients wait in the listen backlog to be accepted (while the server is full).
    public var clientsWaiting: Int {
        running.withLock { $0?.acceptor?.clientsWaiting ?? 0 }
    }

    /// How many requests have begun and not yet completed.
    public var requestsInFlight: Int {
        context.requestsInFlight.load(ordering: .relaxed)
    }

    /// How many slow requests the work pool holds: running, or waiting for a work thread.
    public var slowRequestsInProgress: Int {
        context.work.admittedCount
    }

    /// Slow requests admitted and waiting for a work thread.
    public var slowRequestsWaiting: Int {
        context.work.counts.waiting
    }

    /// Slow requests whose handlers a work thread is running now.
    public var slowRequestsRunning: Int {
        context.work.counts.running
    }

    deinit {
        shutdown()
    }
}
