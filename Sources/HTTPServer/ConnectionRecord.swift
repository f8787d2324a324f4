import HTTPCore
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
    /// The client's address, read once when the connection starts: each request's copy comes
    /// from this record, which the request touches anyway, rather than from libmicrohttpd's
    /// connection, a line a request would otherwise not load (with thousands of connections,
    /// a cache miss per request).
    let peer: RemoteAddress
    /// ``busy`` while a request is in progress, otherwise when the connection last fell idle
    /// (``now()``): at its start, then at the end of each request.
    private let idleSince: Atomic<Int>
    /// Set once the server has decided to close the connection (closed while idle, or its
    /// answer asked the client to close): it is not chosen again, and its close is counted out
    /// of ``ConnectionTable/closesInFlight``.
    let closing = Atomic<Bool>(false)
    /// The request in progress (its ``RequestState``, unretained), used on the connection's own
    /// thread only: libmicrohttpd 0.9.75 can drop a request without its completion notice (a
    /// second error while it answers a first, such as a `Cookie` header that fills the
    /// connection's memory), and the close notification then finishes it. Kept as the pointer's
    /// bits: a pointer is not `Sendable`, and only this one thread ever turns it back into one.
    private let unfinished = Atomic<UInt>(0)

    static let busy = -1

    init(descriptor: Int32, peer: RemoteAddress) {
        self.descriptor = descriptor
        self.peer = peer
        idleSince = Atomic(Self.now())
    }

    func requestStarted(_ request: UnsafeMutableRawPointer) {
        unfinished.store(UInt(bitPattern: request), ordering: .relaxed)
        idleSince.store(Self.busy, ordering: .relaxed)
    }

    func requestFinished() {
        unfinished.store(0, ordering: .relaxed)
        idleSince.store(Self.now(), ordering: .relaxed)
    }

    /// The request started and never reported complete, if any; called as the connection closes.
    func takeUnfinishedRequest() -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: unfinished.exchange(0, ordering: .relaxed))
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
