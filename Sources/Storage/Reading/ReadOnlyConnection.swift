internal import CSQLite

/// One read-only SQLite connection and the statements prepared on it: a lookup by key is a
/// reset, a bind and a step, with no queue or lock in between.
///
/// Used by one thread at a time (its ``ReaderConnection`` sees to that), hence not `Sendable`;
/// `deinit` finalizes the statements, then the connection closes.
///
/// Outside a scope each read is its own transaction. Inside one (``enterScope()``), the first
/// read runs `BEGIN` and the reads after it share its transaction, hence one snapshot and one
/// round of the WAL's read locks, until the scope ends or ``endTransaction()``.
final class ReadOnlyConnection {
    /// Pages kept in memory, in KiB (SQLite's negative `cache_size`): lookups touch a few
    /// B-tree pages, and every connection's cache counts against the server's memory.
    private static let cacheKiB = 256

    private let connection: SQLiteConnection
    /// Indexed by ``ReadQuery/rawValue``; prepared on first use, kept until `deinit`.
    private var statements: [OpaquePointer?]
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
        statements = Array(repeating: nil, count: ReadQuery.allCases.count)
        try connection.execute("PRAGMA query_only = ON; PRAGMA cache_size = -\(Self.cacheKiB)")
    }

    deinit {
        for statement in statements {
            sqlite3_finalize(statement)
        }
    }

    /// The first row `query` yields with `arguments` for its parameters, decoded; `nil` when
    /// there is none.
    ///
    /// Stops at the first row: the statement is reset right after, which ends the read (and,
    /// outside a scope, releases its WAL snapshot) without stepping on.
    func first<Value, each Argument: StatementArgument>(
        _ query: ReadQuery,
        _ arguments: repeat each Argument,
        decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> Value? {
        try beginTransactionIfScoped()
        let statement = try prepared(query)
        try connection.bind(repeat each arguments, to: statement)
        return try connection.first(statement, decode: decode)
    }

    /// Every row `query` yields with `arguments` for its parameters, decoded.
    func all<Value, each Argument: StatementArgument>(
        _ query: ReadQuery,
        _ arguments: repeat each Argument,
        decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> [Value] {
        try beginTransactionIfScoped()
        let statement = try prepared(query)
        try connection.bind(repeat each arguments, to: statement)
        return try connection.all(statement, decode: decode)
    }

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
            try connection.run(prepared(.commit))
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
    private func beginTransactionIfScoped() throws(SQLiteError) {
        guard scopeDepth > 0, !transactionIsOpen else { return }
        try connection.run(prepared(.begin))
        transactionIsOpen = true
    }

    /// `query`'s statement, prepared once per connection and ready for new arguments.
    ///
    /// `sqlite3_reset` after each use already ended the statement's previous run, so here it
    /// only needs its old arguments cleared.
    private func prepared(_ query: ReadQuery) throws(SQLiteError) -> OpaquePointer {
        if let statement = statements[query.rawValue] {
            sqlite3_clear_bindings(statement)
            return statement
        }
        let statement = try connection.prepare(query.sql)
        statements[query.rawValue] = statement
        return statement
    }
}
