internal import CMicroHTTPD
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The requests whose routes are waiting (``WaitingRequest``), and one thread that watches
/// their sockets: a client that closes its connection (`EPOLLRDHUP`, or a hang-up or error)
/// cancels its task at once. libmicrohttpd watches no suspended connection, so without this a
/// client that gave up would hold its task, and its connection, until the deadline.
final class WaitingRequests: Sendable {
    private struct Registry {
        var requests: [Int: WaitingRequest] = [:]
        var nextKey = 1
        var keys: [ObjectIdentifier: Int] = [:]
        var accepting = true
        var thread: pthread_t?
    }

    private let registry = Mutex(Registry())
    /// The epoll instance the watcher waits on; -1 when it could not be made (then clients
    /// that leave are noticed only at the deadline).
    private let watcher: Int32
    /// Written to once at stop, to wake the watcher.
    private let wakeUp: Int32
    private let logger: Logger

    init(logger: Logger) {
        self.logger = logger
        var wakeUp: Int32 = -1
        watcher = sk_hangup_watcher_create(&wakeUp)
        self.wakeUp = wakeUp
    }

    deinit {
        if watcher >= 0 { close(watcher) }
        if wakeUp >= 0 { close(wakeUp) }
    }

    /// Waiting requests now.
    var count: Int {
        registry.withLock { $0.requests.count }
    }

    /// Starts the thread that watches the sockets; `false` when the system refused it.
    func start(_ context: ServerContext) -> Bool {
        guard watcher >= 0, wakeUp >= 0 else {
            logger.warning("clients that leave a waiting request are noticed only at its deadline")
            return true
        }
        guard let thread = ServerThread.start({ self.watch(context) }, onFailure: { code in
            self.logger.error("cannot start the thread that watches waiting requests", metadata: ["errno": "\(code)"])
        }) else { return false }
        registry.withLock { $0.thread = thread }
        return true
    }

    /// Takes `request` in, watching its socket, unless the server is stopping. `onAdmission`
    /// runs first, under the lock (the connection's suspend), so a stop cannot answer the
    /// request before its connection is suspended.
    func admit(_ request: WaitingRequest, onAdmission: () -> Void) -> Bool {
        registry.withLock { registry in
            guard registry.accepting else { return false }
            onAdmission()
            let key = registry.nextKey
            registry.nextKey += 1
            registry.requests[key] = request
            registry.keys[ObjectIdentifier(request)] = key
            if watcher >= 0, request.descriptor >= 0 {
                sk_hangup_watch(watcher, request.descriptor, UInt64(key))
            }
            return true
        }
    }

    /// Forgets `request` and stops watching its socket, before its connection is resumed (and
    /// its descriptor may be closed and reused).
    func remove(_ request: WaitingRequest) {
        registry.withLock { registry in
            guard let key = registry.keys.removeValue(forKey: ObjectIdentifier(request)) else { return }
            registry.requests[key] = nil
            if watcher >= 0, request.descriptor >= 0 {
                sk_hangup_unwatch(watcher, request.descriptor)
            }
        }
    }

    /// Stops admitting, answers every waiting request (503, its task cancelled) so that no
    /// connection stays suspended, and joins the watcher: libmicrohttpd must never be stopped
    /// with a suspended connection.
    func finish(_ context: ServerContext) {
        let (waiting, thread) = registry.withLock { registry in
            registry.accepting = false
            defer { registry.thread = nil }
            return (Array(registry.requests.values), registry.thread)
        }
        for request in waiting {
            request.stop(in: context)
        }
        if let thread {
            sk_hangup_wake(wakeUp)
            pthread_join(thread, nil)
        }
    }

    private func watch(_ context: ServerContext) {
        sk_name_thread("screenkit-waits")
        var keys = [UInt64](repeating: 0, count: 64)
        while true {
            let count = keys.withUnsafeMutableBufferPointer { sk_hangup_wait(watcher, $0.baseAddress, Int32($0.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                logger.error("stopped watching waiting requests", metadata: ["errno": "\(errno)"])
                return
            }
            for raw in keys.prefix(Int(count)) {
                let key = Int(raw)
                if key == 0 {
                    return
                }
                if let request = registry.withLock({ $0.requests[key] }) {
                    request.clientLeft(in: context)
                }
            }
        }
    }
}
