/// Lets the reads of one request share one snapshot of the data: the session lookup and the
/// page's reads see the same state, and the database's read locks are taken once.
///
/// The kit runs each `GET` and `HEAD` inside ``sharingReads(_:)``; an awaiting screen's work,
/// which runs later as a task and possibly on other threads, is wrapped by
/// ``carryingReads(_:)`` inside it, so its reads after an `await` share the snapshot too. The
/// app hands in its stores' scope (the SQL stores' is `SnapshotReads`); stores kept in memory
/// need nothing (``SeparateReads``, the default). Declared here, below the kit and the stores,
/// so that each side can name it.
///
/// ```swift
/// let app = Application(router: router, flow: flow, sessions: store, reads: SnapshotReads(), secretKey: key, logger: logger)
/// ```
///
/// An implementation carries the snapshot with the task (a task-local), never with a thread;
/// takes it at the first read inside the scope, so a request that reads nothing pays nothing;
/// and ends it when `body` returns or throws, or when the work it carried ends. A write made
/// inside the scope must be seen by the reads after it.
public protocol ReadScope: Sendable {
    /// Runs `body` with its reads sharing one snapshot.
    func sharingReads<Value>(_ body: () throws -> Value) rethrows -> Value

    /// Called inside ``sharingReads(_:)``: `work`, to run later, with the scope's snapshot,
    /// which stays open until `work` ends.
    func carryingReads<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) -> @Sendable () async throws -> Value
}

/// Reads that share nothing: each is on its own, as suits stores kept in memory.
public struct SeparateReads: ReadScope {
    public init() {}

    @inline(__always)
    public func sharingReads<Value>(_ body: () throws -> Value) rethrows -> Value {
        try body()
    }

    public func carryingReads<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) -> @Sendable () async throws -> Value {
        work
    }
}
