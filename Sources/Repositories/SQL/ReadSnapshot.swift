import Synchronization

/// One request's reads, sharing one snapshot of each database they touch: the reads see the
/// data as the first of them found it, whichever thread runs them.
///
/// The snapshot is carried by the task (``current`` is task-local), not by a thread: inside
/// ``sharing(_:)`` every ``SQLDatabase/read(_:)`` looks here first, and an awaiting screen's
/// reads after an `await` are still inside it when its work was wrapped by ``carrying(_:)``.
///
/// ```swift
/// let page = try ReadSnapshot.sharing {
///     let session = try sessions.signedInSession(idHash: hash)
///     return try users.user(id: id)    // the data as the session's read saw it
/// }
/// ```
///
/// The first read of a database borrows a connection and opens a read transaction on it; the
/// reads after it share that transaction. A write made inside the snapshot ends it first
/// (``SQLDatabase/write(_:)``), so what a request wrote is seen by its reads after the write,
/// which share a new transaction. The snapshot ends — its transactions ended, its connections
/// given back — when the last holder lets go: the end of ``sharing(_:)``, or of the work it
/// carried, or when such work is dropped without running.
public final class ReadSnapshot: Sendable {
    /// The snapshot the current task's reads share; `nil` outside one, where each read sees
    /// the data as it is when it runs.
    @TaskLocal public static var current: ReadSnapshot?

    private struct Lease {
        let database: ObjectIdentifier
        let lease: any SnapshotLease
    }

    private struct State {
        var holders = 1
        var isEnded = false
        /// The connection to the first database read; most requests read one, and keeping it
        /// here rather than in `others` spares the list its storage.
        var first: Lease?
        /// One connection per further database read so far.
        var others: [Lease] = []

        func lease(for database: ObjectIdentifier) -> (any SnapshotLease)? {
            if let first, first.database == database { return first.lease }
            for entry in others where entry.database == database {
                return entry.lease
            }
            return nil
        }

        mutating func keep(_ lease: any SnapshotLease, for database: ObjectIdentifier) {
            if first == nil {
                first = Lease(database: database, lease: lease)
            } else {
                others.append(Lease(database: database, lease: lease))
            }
        }
    }

    private let state = Mutex(State())

    private init() {}

    deinit {
        end()
    }

    /// Runs `body` with its reads sharing a new snapshot, which ends when `body` returns or
    /// throws, unless work it carried (``carrying(_:)``) still runs. Inside a snapshot already,
    /// `body` shares that one.
    public static func sharing<Value>(_ body: () throws -> Value) rethrows -> Value {
        if current != nil { return try body() }
        let snapshot = ReadSnapshot()
        defer { snapshot.release() }
        return try $current.withValue(snapshot, operation: body)
    }

    /// `work`, made to run later (as a task, on any thread) with the current snapshot, which
    /// stays open until `work` ends; outside a snapshot, `work` itself.
    public static func carrying<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) -> @Sendable () async throws -> Value {
        guard let snapshot = current else { return work }
        snapshot.hold()
        return {
            defer { snapshot.release() }
            return try await $current.withValue(snapshot) { try await work() }
        }
    }

    /// Runs `body` on this snapshot's connection to `database`, borrowed (and its transaction
    /// opened) at the first read; once the snapshot ended, the read is one on its own.
    func read<Value: Sendable>(in database: some SQLDatabase, _ body: (any SQLConnection) throws -> Value) throws -> Value {
        let key = ObjectIdentifier(database)
        return try state.withLock { state throws -> Value in
            guard !state.isEnded else { return try database.readUnshared(body) }
            if let lease = state.lease(for: key) {
                return try lease.read(body)
            }
            let lease = try database.snapshotLease()
            state.keep(lease, for: key)
            return try lease.read(body)
        }
    }

    /// Ends the transaction open on `database`, if any, before a write: the reads after the
    /// write open another and see it. The connection stays with the snapshot.
    func endTransaction(in database: some SQLDatabase) {
        let key = ObjectIdentifier(database)
        state.withLock { state in
            state.lease(for: key)?.endTransaction()
        }
    }

    /// Whether a read transaction is open on `database` within this snapshot, for tests.
    public func isInTransaction(in database: some SQLDatabase) -> Bool {
        let key = ObjectIdentifier(database)
        return state.withLock { state in
            state.lease(for: key)?.isInTransaction ?? false
        }
    }

    private func hold() {
        state.withLock { $0.holders += 1 }
    }

    private func release() {
        let isLast = state.withLock { state in
            state.holders -= 1
            return state.holders == 0
        }
        if isLast { end() }
    }

    /// Ends every transaction and gives every connection back, once.
    private func end() {
        let first = state.withLock { state -> (any SnapshotLease)? in
            guard !state.isEnded else { return nil }
            state.isEnded = true
            defer { state.first = nil }
            return state.first?.lease
        }
        guard let first else { return }
        first.giveBack()
        let others = state.withLock { state in
            defer { state.others = [] }
            return state.others
        }
        for entry in others {
            entry.lease.giveBack()
        }
    }
}

/// The connection a ``ReadSnapshot`` holds on one database, lent by its store
/// (``SQLDatabase/snapshotLease()``). The snapshot calls it under its lock only, so one thread
/// at a time uses it, which is what lets an implementation be `Sendable`.
public protocol SnapshotLease: AnyObject, Sendable {
    /// Runs `body` on the connection, opening the read transaction first if none is open.
    func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value

    /// Ends the open transaction, if any; the next read opens another.
    func endTransaction()

    /// Whether a transaction is open, for tests.
    var isInTransaction: Bool { get }

    /// Ends the transaction and hands the connection back to its store.
    func giveBack()
}
