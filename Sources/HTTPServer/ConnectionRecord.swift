import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One connection libmicrohttpd serves, from its start notification to its close notification:
/// whether a request is in progress on it, and since when it has been idle, so that when
/// clients wait for a slot the longest-idle keep-alive connections can be closed for them.
///
/// Made on the connection's own request thread, so its memory comes from that thread's malloc
/// arena: the two stores a request makes to it never share a cache line with another
/// thread's connections. The accepting thread only reads it, and closes its socket, under
/// ``ConnectionTable``'s lock.
final class ConnectionRecord: Sendable {
    let descriptor: Int32
    /// ``busy`` while a request is in progress, otherwise when the connection last fell idle
    /// (``now()``): at its start, then at the end of each request.
    private let idleSince: Atomic<Int>
    /// Set once the server has decided to close the connection (closed while idle, or its
    /// answer asked the client to close): it is not chosen again, and its close is counted out
    /// of ``ConnectionTable/closesInFlight``.
    let closing = Atomic<Bool>(false)

    static let busy = -1

    init(descriptor: Int32) {
        self.descriptor = descriptor
        idleSince = Atomic(Self.now())
    }

    func requestStarted() {
        idleSince.store(Self.busy, ordering: .relaxed)
    }

    func requestFinished() {
        idleSince.store(Self.now(), ordering: .relaxed)
    }

    /// When the connection fell idle, or ``busy``.
    var idleSinceMilliseconds: Int {
        idleSince.load(ordering: .relaxed)
    }

    /// Milliseconds of the coarse monotonic clock: read from the vDSO without a system call,
    /// a few nanoseconds, at the resolution of the scheduler's tick, which is all an idle time
    /// measured in seconds needs.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
        return time.tv_sec &* 1000 &+ time.tv_nsec / 1_000_000
    }
}
