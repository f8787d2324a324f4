internal import CMicroHTTPD
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The thread that accepts every connection and hands it to libmicrohttpd's pool.
///
/// When each pool thread watches the listening socket itself, whichever thread wakes first
/// accepts a burst of clients, and a proxy's or a load generator's keep-alive connections can
/// all end up on one thread while the other idles. `MHD_add_connection` places a connection by
/// its descriptor instead, so consecutive clients alternate between threads. The listening
/// socket being ours also makes stopping simple: shutting it down wakes the blocked accept.
///
/// The cap on connections in total is kept here, not by libmicrohttpd. In 0.9.75 a connection
/// added to a thread that has meanwhile reached its share of the limit is refused with that
/// thread's cleanup lock still held, and the thread hangs at its next cleanup; so the daemon's
/// limit is set out of reach, and a client past the cap is closed here before it is handed on.
///
/// Not `Sendable`: one ``HTTPServer`` owns it under its lock. The thread it starts reads only
/// the immutable descriptor, daemon and context, published to it by `pthread_create`, and the
/// atomic stop flag; libmicrohttpd allows `MHD_add_connection` from any thread.
final class ConnectionAcceptor {
    private let listenDescriptor: Int32
    private let daemon: OpaquePointer
    private let context: ServerContext
    private let stopping = Atomic<Bool>(false)
    private var thread: pthread_t?

    init(listenDescriptor: Int32, daemon: OpaquePointer, context: ServerContext) {
        self.listenDescriptor = listenDescriptor
        self.daemon = daemon
        self.context = context
    }

    private var logger: Logger { context.logger }

    /// Starts the accepting thread; `false` when the system refused a thread.
    func start() -> Bool {
        thread = ServerThread.start({ self.acceptUntilStopped() }) { code in
            logger.error("cannot start the accepting thread", metadata: ["errno": "\(code)"])
        }
        return thread != nil
    }

    /// Closes the listening socket, so the kernel refuses new connections, and joins the
    /// thread. Connections already handed over stay with libmicrohttpd.
    func stop() {
        stopping.store(true, ordering: .releasing)
        // On Linux, shutting a listening socket down wakes a blocked accept with EINVAL.
        shutdown(listenDescriptor, Int32(SHUT_RDWR))
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        close(listenDescriptor)
    }

    private func acceptUntilStopped() {
        sk_name_thread("screenkit-accept")
        var shortageReported = false
        while true {
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let client = withUnsafeMutablePointer(to: &address) { storage in
                storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    sk_accept(listenDescriptor, address, &length)
                }
            }
            if client >= 0 {
                shortageReported = false
                hand(client, from: &address, length: length)
                continue
            }
            let code = errno
            if stopping.load(ordering: .acquiring) { return }
            switch code {
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                // Out of descriptors or memory: the pending clients wait in the backlog until
                // connections close, rather than this thread spinning on the same error.
                if !shortageReported {
                    logger.warning("cannot accept connections for now", metadata: ["errno": "\(code)"])
                    shortageReported = true
                }
                usleep(10_000)
            case EBADF, EINVAL, ENOTSOCK:
                logger.error("stopped accepting connections: the listening socket failed", metadata: ["errno": "\(code)"])
                return
            default:
                // Linux reports a client's network error (ECONNABORTED, EPROTO, …) from accept;
                // the next client is unaffected.
                continue
            }
        }
    }

    /// Counts `client` in and gives it to libmicrohttpd, or closes it when the server is at
    /// its cap. libmicrohttpd closes it too when its address is over the per-address cap,
    /// without a close notification, so that refusal counts it back out here. (One it drops
    /// for want of memory before it starts is never counted out: the cap errs toward refusing.)
    private func hand(_ client: Int32, from address: inout sockaddr_storage, length: socklen_t) {
        let open = context.openConnections.add(1, ordering: .relaxed).newValue
        guard open <= context.configuration.maxConnections else {
            context.openConnections.subtract(1, ordering: .relaxed)
            close(client)
            return
        }
        let added = withUnsafePointer(to: &address) { storage in
            storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { MHD_add_connection(daemon, client, $0, length) }
        }
        if added != .YES {
            context.openConnections.subtract(1, ordering: .relaxed)
        }
    }
}
