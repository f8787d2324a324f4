internal import GRDBSQLite

/// One read-only SQLite connection and the statements prepared on it, straight on SQLite's C
/// API: a lookup by key is a reset, a bind and a step, with no queue or lock in between.
///
/// Opened `SQLITE_OPEN_NOMUTEX`: the connection is used by one thread at a time (its
/// ``ReaderConnection`` sees to that), so SQLite's own per-connection mutex would buy nothing.
/// Not `Sendable` for that reason; `deinit` finalizes the statements and closes the connection.
///
/// Outside a scope each read is its own transaction. Inside one (``enterScope()``), the first
/// read runs `BEGIN` and the reads after it share its transaction, hence one snapshot and one
/// round of the WAL's read locks, until the scope ends or ``endTransaction()``.
final class ReadOnlyConnection {
    /// Pages kept in memory, in KiB (SQLite's negative `cache_size`): lookups touch a few
    /// B-tree pages, and every connection's cache counts against the server's memory.
    private static let cacheKiB = 256

    private let handle: OpaquePointer
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
    init(path: String, busyTimeout: Duration) throws(SQLiteReadError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let error = SQLiteReadError(resultCode: code, connection: opened)
            // SQLite hands back a connection even when opening fails, to read the error from.
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        statements = Array(repeating: nil, count: ReadQuery.allCases.count)
        // From here on `deinit` closes the handle should a step below throw.
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, CInt(clamping: busyTimeout.components.seconds * 1000))
        try execute("PRAGMA query_only = ON; PRAGMA cache_size = -\(Self.cacheKiB)")
    }

    deinit {
        for statement in statements {
            sqlite3_finalize(statement)
        }
        sqlite3_close_v2(handle)
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
    ) throws(SQLiteReadError) -> Value? {
        try beginTransactionIfScoped()
        let statement = try prepared(query)
        defer { sqlite3_reset(statement) }
        try bind(repeat each arguments, to: statement)
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return decode(StatementColumns(statement: statement))
        case SQLITE_DONE: return nil
        case let code: throw SQLiteReadError(resultCode: code, connection: handle)
        }
    }

    /// Every row `query` yields with `arguments` for its parameters, decoded.
    func all<Value, each Argument: StatementArgument>(
        _ query: ReadQuery,
        _ arguments: repeat each Argument,
        decode: (StatementColumns) -> Value
    ) throws(SQLiteReadError) -> [Value] {
        try beginTransactionIfScoped()
        let statement = try prepared(query)
        defer { sqlite3_reset(statement) }
        try bind(repeat each arguments, to: statement)
        var values: [Value] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: values.append(decode(StatementColumns(statement: statement)))
            case SQLITE_DONE: return values
            case let code: throw SQLiteReadError(resultCode: code, connection: handle)
            }
        }
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
            try run(.commit)
        } catch {
            // Ending a read transaction has nothing to write and cannot really fail; should
            // it, the rollback still releases the snapshot, so the next scope starts afresh.
            sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
        }
    }

    /// Whether a transaction is open on the connection, for tests.
    var isInTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }

    @inline(__always)
    private func beginTransactionIfScoped() throws(SQLiteReadError) {
        guard scopeDepth > 0, !transactionIsOpen else { return }
        try run(.begin)
        transactionIsOpen = true
    }

    /// Runs `query`, a statement without rows or arguments, to its end.
    private func run(_ query: ReadQuery) throws(SQLiteReadError) {
        let statement = try prepared(query)
        defer { sqlite3_reset(statement) }
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else { throw SQLiteReadError(resultCode: code, connection: handle) }
    }

    /// `query`'s statement, prepared once per connection and ready for new arguments.
    ///
    /// `sqlite3_reset` after each use already ended the statement's previous run, so here it
    /// only needs its old arguments cleared.
    private func prepared(_ query: ReadQuery) throws(SQLiteReadError) -> OpaquePointer {
        if let statement = statements[query.rawValue] {
            sqlite3_clear_bindings(statement)
            return statement
        }
        var statement: OpaquePointer?
        let code = query.sql.withCString { sql in
            sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        }
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteReadError(resultCode: code, connection: handle)
        }
        statements[query.rawValue] = statement
        return statement
    }

    /// Binds `arguments` to the statement's parameters 1, 2, ... in order.
    @inline(__always)
    private func bind<each Argument: StatementArgument>(
        _ arguments: repeat each Argument, to statement: OpaquePointer
    ) throws(SQLiteReadError) {
        let bindings = StatementBindings(statement: statement, connection: handle)
        var index: CInt = 1
        for argument in repeat each arguments {
            try argument.bind(to: bindings, at: index)
            index += 1
        }
    }

    /// Runs `sql`, statements that return no rows, once.
    private func execute(_ sql: String) throws(SQLiteReadError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteReadError(resultCode: code, connection: handle) }
    }
}
