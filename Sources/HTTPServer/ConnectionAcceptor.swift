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
/// its descriptor instead, so consecutive clients alternate between threads.
///
/// The caps are kept here, not by libmicrohttpd (``ConnectionTable``). At the cap on connections
/// in total it stops accepting: new clients wait in the listen backlog, as behind HAProxy's
/// `maxconn`, and are accepted as connections close; while clients wait, it makes room for them
/// (idle keep-alive connections first). A client past the cap per address is answered 429 and
/// let go (``RefusedClients``); trusted proxies are not held to that cap. libmicrohttpd's own
/// limits are set out of reach: in 0.9.75 a connection added to a thread that has meanwhile
/// reached its share of the total is refused with that thread's cleanup lock still held, and
/// the thread hangs at its next cleanup, and its per-address limit cannot tell a proxy apart.
///
/// Not `Sendable`: one ``HTTPServer`` owns it under its lock. The thread it starts reads only
/// the immutable descriptors, daemon and context, published to it by `pthread_create`, and the
/// atomic stop flag; libmicrohttpd allows `MHD_add_connection` from any thread.
final class ConnectionAcceptor {
    /// How often, while the server is full and clients wait, it looks again for connections to
    /// close for them: idle ones age into being closable, and slots freed by answers that asked
    /// their clients to close wake it sooner.
    static let roomCheckMilliseconds: Int32 = 50
    /// After running out of descriptors or memory, how long before accepting again.
    static let shortagePauseMilliseconds: Int32 = 10

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
    private var table: ConnectionTable { context.connections }

    /// Starts the accepting thread; `false` when the system refused a thread.
    func start() -> Bool {
        thread = ServerThread.start({ self.acceptUntilStopped() }) { code in
            logger.error("cannot start the accepting thread", metadata: ["errno": "\(code)"])
        }
        return thread != nil
    }

    /// Closes the listening socket, so the kernel refuses new connections (and resets those
    /// still waiting in the backlog), and joins the thread. Connections already handed over
    /// stay with libmicrohttpd.
    func stop() {
        stopping.store(true, ordering: .releasing)
        shutdown(listenDescriptor, Int32(SHUT_RDWR))
        table.wake.signal()
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        close(listenDescriptor)
    }

    /// How many clients wait in the listen backlog to be accepted.
    var clientsWaiting: Int {
        max(0, Int(sk_accept_queue_length(listenDescriptor)))
    }

    private func acceptUntilStopped() {
        sk_name_thread("screenkit-accept")
        var refused = RefusedClients(strictTransportSecurity: context.configuration.strictTransportSecurity)
        var descriptors: [pollfd] = []
        var paused = false
        var shortageReported = false
        let minimumIdle = Int(context.configuration.idleConnectionAge.components.seconds * 1000
            + context.configuration.idleConnectionAge.components.attoseconds / 1_000_000_000_000_000)
        while !stopping.load(ordering: .acquiring) {
            let full = table.isFull()
            if !full && table.closesWanted.load(ordering: .relaxed) != 0 {
                table.closesWanted.store(0, ordering: .relaxed)
            }
            let listening = !full && !paused
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: table.wake.descriptor, events: Int16(POLLIN), revents: 0))
            if listening {
                descriptors.append(pollfd(fd: listenDescriptor, events: Int16(POLLIN), revents: 0))
            }
            refused.appendDescriptors(to: &descriptors)
            let waitLimit = full ? Self.roomCheckMilliseconds : paused ? Self.shortagePauseMilliseconds : .max
            let timeout = min(waitLimit, refused.timeout(now: ConnectionRecord.now()) ?? .max)
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout == .max ? -1 : timeout)
            if ready < 0 && errno != EINTR {
                logger.error("stopped accepting connections: poll failed", metadata: ["errno": "\(errno)"])
                break
            }
            if descriptors[0].revents != 0 {
                table.wake.drain()
            }
            let now = ConnectionRecord.now()
            refused.service(descriptors[(listening ? 2 : 1)...], now: now)
            if stopping.load(ordering: .acquiring) { break }
            paused = false
            if full {
                table.makeRoom(for: clientsWaiting, minimumIdle: minimumIdle, now: now)
            } else if listening && descriptors[1].revents != 0 {
                switch acceptWaitingClients(&refused, now: now) {
                case .drained:
                    shortageReported = false
                case .shortage(let code):
                    // Out of descriptors or memory: the clients wait in the backlog until
                    // connections close, rather than this thread spinning on the same error.
                    if !shortageReported {
                        logger.warning("cannot accept connections for now", metadata: ["errno": "\(code)"])
                        shortageReported = true
                    }
                    paused = true
                case .failed(let code):
                    if !stopping.load(ordering: .acquiring) {
                        logger.error("stopped accepting connections: the listening socket failed", metadata: ["errno": "\(code)"])
                    }
                    refused.closeAll()
                    return
                }
            }
        }
        refused.closeAll()
    }

    private enum Outcome {
        /// The backlog is empty, or the server is full.
        case drained
        case shortage(Int32)
        case failed(Int32)
    }

    /// Accepts clients from the backlog while there is room for them.
    private func acceptWaitingClients(_ refused: inout RefusedClients, now: Int) -> Outcome {
        while !table.isFull() {
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let client = withUnsafeMutablePointer(to: &address) { storage in
                storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    sk_accept(listenDescriptor, address, &length)
                }
            }
            if client >= 0 {
                hand(client, from: &address, length: length, refused: &refused, now: now)
                continue
            }
            let code = errno
            switch code {
            case EAGAIN, EWOULDBLOCK:
                return .drained
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                return .shortage(code)
            case EBADF, EINVAL, ENOTSOCK:
                return .failed(code)
            default:
                // Linux reports a client's network error (ECONNABORTED, EPROTO, …) from accept;
                // the next client is unaffected.
                continue
            }
        }
        return .drained
    }

    /// Counts `client` in and gives it to libmicrohttpd, or refuses it when its address
    /// already holds as many connections as it may.
    private func hand(
        _ client: Int32, from address: inout sockaddr_storage, length: socklen_t, refused: inout RefusedClients, now: Int
    ) {
        let peer = withUnsafePointer(to: &address) { storage in
            storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { PeerAddress($0) }
        }
        guard table.admit(client, from: peer) == .admitted else {
            refused.refuse(client, now: now)
            return
        }
        let added = withUnsafePointer(to: &address) { storage in
            storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { MHD_add_connection(daemon, client, $0, length) }
        }
        if added != .YES {
            table.withdraw(client)
        }
    }
}
