/// Lets the reads of one request share one read transaction: one snapshot of the data, and
/// the database's read locks taken once instead of once per query.
///
/// The kit runs each `GET` and `HEAD` inside ``sharingReads(_:)`` — the session lookup and the
/// page's own reads alike. The app hands in its database; stores kept in memory need nothing
/// (``SeparateReads``, the default).
///
/// ```swift
/// let app = Application(router: router, flow: flow, sessions: store, reads: database, secretKey: key, logger: logger)
/// ```
///
/// An implementation opens the transaction at the first read inside the scope, so a request
/// that reads nothing pays nothing, and always ends it when `body` returns or throws. A write
/// made inside the scope must be seen by the reads after it: end the transaction before
/// writing, and let the next read open a new one.
public protocol ReadScope: Sendable {
    /// Runs `body` with the reads it makes on the current thread sharing one transaction.
    func sharingReads<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value
}

/// Reads that share nothing: each is on its own, as suits stores kept in memory.
public struct SeparateReads: ReadScope {
    public init() {}

    @inline(__always)
    public func sharingReads<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try body()
    }
}
