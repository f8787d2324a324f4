import HTTPCore

#if canImport(Glibc)
import Glibc
#endif

/// Clients past the cap on connections per address, on the accepting thread: each is answered
/// at once with a complete `429 Too Many Requests` (with `Retry-After` and `Connection: close`),
/// without its request being read, and its socket is shut for writing.
///
/// The socket is then kept a little while, its input read and thrown away, until the client
/// closes its end: closing a socket that holds unread bytes (the request, arriving after the
/// answer went out) makes the kernel send a reset, and a client that receives a reset may drop
/// the answer before reading it, which would look like a crash. Past ``lingerMilliseconds``,
/// or beyond ``limit`` such sockets, one is closed regardless.
///
/// Owned by the accepting thread alone; not `Sendable`.
struct RefusedClients {
    private struct Lingering {
        let descriptor: Int32
        let deadline: Int
    }

    static let limit = 256
    static let lingerMilliseconds = 2000
    /// What a refused client is told to wait before trying again, in seconds: long enough for
    /// one of its own connections to finish a request, short enough for a person.
    static let retryAfterSeconds = 2
    static let message = "This address has too many connections open to the server. Try again in a moment.\n"

    private var lingering: [Lingering] = []
    private let strictTransportSecurity: Bool

    init(strictTransportSecurity: Bool) {
        self.strictTransportSecurity = strictTransportSecurity
    }

    var isEmpty: Bool { lingering.isEmpty }

    /// Answers and half-closes `descriptor`; the socket is closed later (``service(_:now:)``).
    mutating func refuse(_ descriptor: Int32, now: Int) {
        DirectAnswer.send(
            DirectAnswer.bytes(
                .tooManyRequests, message: Self.message, retryAfterSeconds: Self.retryAfterSeconds,
                strictTransportSecurity: strictTransportSecurity),
            to: descriptor)
        shutdown(descriptor, Int32(SHUT_WR))
        if lingering.count >= Self.limit {
            closeOldest()
        }
        lingering.append(Lingering(descriptor: descriptor, deadline: now + Self.lingerMilliseconds))
    }

    /// One `pollfd` per lingering socket, for the accepting thread's `poll`.
    func appendDescriptors(to descriptors: inout [pollfd]) {
        for socket in lingering {
            descriptors.append(pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0))
        }
    }

    /// Milliseconds until the next socket's deadline, or `nil` when none lingers.
    func timeout(now: Int) -> Int32? {
        lingering.first.map { Int32(clamping: max(0, $0.deadline - now)) }
    }

    /// Reads what the polled sockets received and closes those whose clients have closed, or
    /// whose time is up. `polled` are the entries ``appendDescriptors(to:)`` added, in order.
    mutating func service(_ polled: ArraySlice<pollfd>, now: Int) {
        var kept: [Lingering] = []
        kept.reserveCapacity(lingering.count)
        for (socket, entry) in zip(lingering, polled) {
            if now >= socket.deadline || (entry.revents != 0 && Self.drainReachedEnd(socket.descriptor)) {
                close(socket.descriptor)
            } else {
                kept.append(socket)
            }
        }
        // Sockets refused after the poll began were not polled; they keep their place.
        kept.append(contentsOf: lingering.dropFirst(polled.count))
        lingering = kept
    }

    mutating func closeAll() {
        for socket in lingering { close(socket.descriptor) }
        lingering.removeAll()
    }

    private mutating func closeOldest() {
        close(lingering.removeFirst().descriptor)
    }

    /// Reads and discards what is there; `true` once the client has closed (or the socket failed).
    private static func drainReachedEnd(_ descriptor: Int32) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
            while true {
                let count = recv(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT))
                if count > 0 { continue }
                return count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            }
        }
    }
}
