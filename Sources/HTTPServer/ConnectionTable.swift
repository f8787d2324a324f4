internal import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Every connection the server holds, counted against its caps: in total, and per client
/// address (trusted proxies aside). The accepting thread counts a connection in before handing
/// it to libmicrohttpd; the connection's request thread counts it out in the close notification.
///
/// When the server is full and clients wait in the listen backlog, the table makes room for
/// them: keep-alive connections idle the longest are closed first, and if that is not enough,
/// the next answers on busy connections ask their clients to close (``closesWanted``).
///
/// Closing an idle connection is a `shutdown` of its socket from the accepting thread; the
/// socket's own thread then reads the end of file and closes the connection as if the client
/// had. That is safe because it happens under the lock, and only for a connection whose start
/// notification has been seen and whose close notification has not: libmicrohttpd closes a
/// socket only after that notification, which takes the same lock, so the descriptor cannot
/// have been closed and reused meanwhile.
final class ConnectionTable: Sendable {
    /// What the cap on connections per address decided for a new client.
    enum Admission {
        case admitted
        case overAddressCap
    }

    private struct Entry {
        /// What the per-address cap counts the connection as; `nil` for a trusted proxy.
        let client: PeerAddress?
        /// Set once libmicrohttpd serves it; before that it is never closed from here.
        var record: ConnectionRecord?
    }

    private struct State: ~Copyable {
        /// By descriptor: the kernel hands out the lowest free one, so this stays dense.
        var entries: [Entry?] = []
        var perClient: [PeerAddress: Int] = [:]
        var open = 0
        /// The accepting thread waits for a slot: the next close wakes it.
        var acceptorWaits = false
    }

    let maxConnections: Int
    let maxPerAddress: Int
    private let trusted: TrustedPeers
    private let state = Mutex(State())
    /// Passed from each critical section to the next; see ``locked(_:)``.
    private let handOver = Atomic<Int>(0)
    let wake = WakeChannel()
    /// Connections the server decided to close (idle ones shut down, answers that asked their
    /// clients to close) whose close notification has not come yet: slots about to free.
    let closesInFlight = Atomic<Int>(0)
    /// How many more answers should ask their clients to close, so that clients waiting in the
    /// backlog get a slot when no idle connection can be closed for them. Zero but under that
    /// pressure, so an answer pays one relaxed load of a line nobody writes.
    let closesWanted = Atomic<Int>(0)

    init(maxConnections: Int, maxPerAddress: Int, trusted: TrustedPeers) {
        self.maxConnections = maxConnections
        self.maxPerAddress = maxPerAddress
        self.trusted = trusted
    }

    var openCount: Int {
        locked { $0.open }
    }

    /// Whether the server holds as many connections as it may; if so, the next close wakes the
    /// accepting thread.
    func isFull() -> Bool {
        locked { state in
            state.acceptorWaits = state.open >= maxConnections
            return state.acceptorWaits
        }
    }

    /// Counts a new client in, unless its address already holds the most it may.
    func admit(_ descriptor: Int32, from peer: PeerAddress?) -> Admission {
        let client = peer.flatMap { trusted.contains($0) ? nil : $0.client }
        return locked { state in
            let slot = Int(descriptor)
            if slot < state.entries.count, state.entries[slot] != nil {
                // The last connection on this descriptor was closed by libmicrohttpd before it
                // started serving it (out of memory), which sends no notification.
                Self.remove(slot, from: &state)
            }
            if let client, state.perClient[client, default: 0] >= maxPerAddress {
                return .overAddressCap
            }
            Self.reserve(slot, in: &state)
            state.entries[slot] = Entry(client: client, record: nil)
            if let client { state.perClient[client, default: 0] += 1 }
            state.open += 1
            return .admitted
        }
    }

    /// libmicrohttpd refused a connection it was handed (and closed its socket).
    func withdraw(_ descriptor: Int32) {
        locked { state in
            if Int(descriptor) < state.entries.count, state.entries[Int(descriptor)] != nil {
                Self.remove(Int(descriptor), from: &state)
            }
        }
    }

    /// libmicrohttpd started serving the connection, on its request thread.
    func started(_ record: ConnectionRecord) {
        locked { state in
            let slot = Int(record.descriptor)
            guard slot >= 0 else { return }
            if slot < state.entries.count, state.entries[slot] != nil {
                state.entries[slot]?.record = record
            } else {
                Self.reserve(slot, in: &state)
                state.entries[slot] = Entry(client: nil, record: record)
                state.open += 1
            }
        }
    }

    /// Counts a closed connection out. Returns whether the accepting thread waits for a slot
    /// and must be woken.
    func closed(_ record: ConnectionRecord) -> Bool {
        locked { state in
            let slot = Int(record.descriptor)
            if slot >= 0, slot < state.entries.count, let entry = state.entries[slot], entry.record == nil || entry.record === record {
                Self.remove(slot, from: &state)
            }
            // Read under the lock: the accepting thread marks records only while holding it,
            // and after the removal above it can no longer reach this one.
            if record.closing.load(ordering: .relaxed) {
                closesInFlight.subtract(1, ordering: .relaxed)
            }
            defer { state.acceptorWaits = false }
            return state.acceptorWaits
        }
    }

    /// Makes room for `waiting` clients in the backlog, less the closes already under way:
    /// shuts down keep-alive connections idle for at least `minimumIdle` milliseconds, longest
    /// idle first, and asks for as many closing answers as that leaves short.
    /// - Returns: how many idle connections it closed.
    @discardableResult
    func makeRoom(for waiting: Int, minimumIdle: Int, now: Int) -> Int {
        locked { state in
            let needed = waiting - closesInFlight.load(ordering: .relaxed)
            guard needed > 0 else {
                closesWanted.store(0, ordering: .relaxed)
                return 0
            }
            var idle: [(since: Int, record: ConnectionRecord)] = []
            for case let entry? in state.entries {
                guard let record = entry.record, !record.closing.load(ordering: .relaxed) else { continue }
                let since = record.idleSinceMilliseconds
                if since != ConnectionRecord.busy && now - since >= minimumIdle {
                    idle.append((since, record))
                }
            }
            idle.sort { $0.since < $1.since }
            var closed = 0
            for (since, record) in idle where closed < needed {
                guard record.closing.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { continue }
                // A request begun meanwhile, or one whose first bytes have arrived, keeps its
                // connection: closing it would lose a request the client already sent.
                guard record.idleSinceMilliseconds == since, sk_unread_bytes(record.descriptor) == 0 else {
                    record.closing.store(false, ordering: .relaxed)
                    continue
                }
                shutdown(record.descriptor, Int32(SHUT_RDWR))
                closesInFlight.add(1, ordering: .relaxed)
                closed += 1
            }
            closesWanted.store(needed - closed, ordering: .relaxed)
            return closed
        }
    }

    /// Called as an answer is queued: whether it should ask its client to close, to free a
    /// slot for a client waiting in the backlog.
    func takeClose(_ record: ConnectionRecord) -> Bool {
        var wanted = closesWanted.load(ordering: .relaxed)
        while wanted > 0 {
            let (exchanged, original) = closesWanted.compareExchange(
                expected: wanted, desired: wanted - 1, ordering: .relaxed)
            if exchanged {
                guard record.closing.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
                    return false
                }
                closesInFlight.add(1, ordering: .relaxed)
                return true
            }
            wanted = original
        }
        return false
    }

    /// Runs `body` with the state under the lock. The release at its end and the acquire at
    /// the next one's start change nothing the lock does not already order; they are there for
    /// ThreadSanitizer, which does not see a contended `Mutex` being handed over (the kernel's
    /// futex passes it) and would report every field of the state as raced.
    private func locked<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock { state in
            _ = handOver.load(ordering: .acquiring)
            defer { handOver.add(1, ordering: .releasing) }
            return body(&state)
        }
    }

    private static func reserve(_ slot: Int, in state: inout State) {
        if slot >= state.entries.count {
            state.entries.append(contentsOf: repeatElement(nil, count: slot + 1 - state.entries.count))
        }
    }

    private static func remove(_ slot: Int, from state: inout State) {
        if let client = state.entries[slot]?.client {
            let left = state.perClient[client, default: 1] - 1
            state.perClient[client] = left > 0 ? left : nil
        }
        state.entries[slot] = nil
        state.open -= 1
    }
}
