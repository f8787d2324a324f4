internal import CSQLite
internal import Repositories

/// One read-only SQLite connection and the statements prepared on it: a lookup by key is a
/// reset, a bind and a step, with no queue or lock in between.
///
/// Used by one thread at a time (its ``ReaderConnection`` sees to that), hence not `Sendable`.
///
/// Outside a scope each read is its own transaction. Inside one (``enterScope()``), the first
/// read runs `BEGIN` and the reads after it share its transaction, hence one snapshot and one
/// round of the WAL's read locks, until the scope ends or ``endTransaction()``.
final class ReadOnlyConnection: SQLConnection {
    /// Pages kept in memory, in KiB (SQLite's negative `cache_size`): lookups touch a few
    /// B-tree pages, and every connection's cache counts against the server's memory.
    private static let cacheKiB = 256

    private let connection: SQLiteConnection
    /// Scopes entered and not yet left; nested scopes share the outermost one's transaction.
    private var scopeDepth = 0
    /// Whether a read in the current scope ran `BEGIN`, so that leaving it must end it.
    private var transactionIsOpen = false

    /// Opens the database file at `path` read-only.
    ///
    /// - Parameter busyTimeout: how long a read waits for a lock another connection holds (a
    ///   checkpoint, WAL recovery) before failing with `SQLITE_BUSY`.
    init(path: String, busyTimeout: Duration) throws(SQLiteError) {
        connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READONLY, busyTimeout: busyTimeout)
        try connection.execute("PRAGMA query_only = ON; PRAGMA cache_size = -\(Self.cacheKiB)")
    }

    /// Refused by SQLite (`query_only`): a read connection changes nothing.
    @discardableResult
    func run<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Int {
        try connection.run(sql, repeat each arguments)
    }

    func first<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> Value? {
        try beginTransactionIfScoped()
        return try connection.first(sql, repeat each arguments, columns: columns, decode: decode)
    }

    func all<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> [Value] {
        try beginTransactionIfScoped()
        return try connection.all(sql, repeat each arguments, columns: columns, decode: decode)
    }

    /// Nothing to wait for: a read takes no turn.
    func serialize(on keys: [String]) throws {}

    /// Starts a scope: reads from here on share one transaction, opened by the first of them,
    /// so a scope without reads costs nothing.
    func enterScope() {
        scopeDepth += 1
    }

    /// Ends a scope; leaving the outermost one ends the transaction its reads opened.
    func leaveScope() {
        guard scopeDepth > 0 else { return }
        scopeDepth -= 1
        if scopeDepth == 0 {
            endTransaction()
        }
    }

    /// Ends the scope's transaction, if a read opened one; the scope's next read opens
    /// another, on the data as it is then (a write committed in between included).
    func endTransaction() {
        guard transactionIsOpen else { return }
        transactionIsOpen = false
        do {
            try connection.run("COMMIT")
        } catch {
            // Ending a read transaction has nothing to write and cannot really fail; should
            // it, the rollback still releases the snapshot, so the next scope starts afresh.
            try? connection.execute("ROLLBACK")
        }
    }

    /// Whether a transaction is open on the connection, for tests.
    var isInTransaction: Bool {
        connection.isInTransaction
    }

    @inline(__always)
    private func beginTransactionIfScoped() throws {
        guard scopeDepth > 0, !transactionIsOpen else { return }
        // Deferred: the read transaction starts at the first read after it, not before.
        try connection.run("BEGIN")
        transactionIsOpen = true
    }
}
