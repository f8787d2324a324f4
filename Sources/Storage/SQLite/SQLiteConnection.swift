internal import CSQLite

/// One connection straight on SQLite's C API, and the few things both the read connections and
/// the writer do with it: prepare, bind, step, run SQL text.
///
/// Opened `SQLITE_OPEN_NOMUTEX`: each owner (``ReadOnlyConnection``, ``WriteConnection``) is used
/// by one thread at a time behind its own lock, so SQLite's per-connection mutex would buy
/// nothing. Not `Sendable` for that reason. `deinit` closes the handle; the owner finalizes its
/// statements first (`sqlite3_close_v2` would otherwise keep the handle alive until they are).
final class SQLiteConnection {
    let handle: OpaquePointer

    /// Opens the database file at `path` with `flags` (`SQLITE_OPEN_READONLY`, or
    /// `SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE`).
    ///
    /// - Parameter busyTimeout: how long a statement waits for a lock another connection holds
    ///   (a writer, a checkpoint, WAL recovery) before failing with `SQLITE_BUSY`.
    init(path: String, flags: CInt, busyTimeout: Duration) throws(SQLiteError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let error = SQLiteError(resultCode: code, connection: opened)
            // SQLite hands back a connection even when opening fails, to read the error from.
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, CInt(clamping: busyTimeout.components.seconds * 1000))
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one or more statements separated by `;`, each to its end; rows are dropped.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle) }
    }

    /// Compiles `sql`, one statement, for repeated use; the caller finalizes it.
    func prepare(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        var statement: OpaquePointer?
        let code = sql.withCString { text in
            sqlite3_prepare_v3(handle, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        }
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(resultCode: code, connection: handle)
        }
        return statement
    }

    /// Binds `arguments` to `statement`'s parameters 1, 2, ... in order.
    @inline(__always)
    func bind<each Argument: StatementArgument>(
        _ arguments: repeat each Argument, to statement: OpaquePointer
    ) throws(SQLiteError) {
        let bindings = StatementBindings(statement: statement, connection: handle)
        var index: CInt = 1
        for argument in repeat each arguments {
            try argument.bind(to: bindings, at: index)
            index += 1
        }
    }

    /// The first row `statement` yields, decoded; `nil` when there is none. Resets the statement
    /// after it, which ends the statement's read without stepping on.
    @inline(__always)
    func first<Value>(
        _ statement: OpaquePointer, decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> Value? {
        defer { sqlite3_reset(statement) }
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return decode(StatementColumns(statement: statement))
        case SQLITE_DONE: return nil
        case let code: throw SQLiteError(resultCode: code, connection: handle)
        }
    }

    /// Every row `statement` yields, decoded; the statement is reset after.
    func all<Value>(
        _ statement: OpaquePointer, decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> [Value] {
        defer { sqlite3_reset(statement) }
        var values: [Value] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: values.append(decode(StatementColumns(statement: statement)))
            case SQLITE_DONE: return values
            case let code: throw SQLiteError(resultCode: code, connection: handle)
            }
        }
    }

    /// Steps `statement`, one that yields no rows, to its end, then resets it.
    func run(_ statement: OpaquePointer) throws(SQLiteError) {
        defer { sqlite3_reset(statement) }
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else { throw SQLiteError(resultCode: code, connection: handle) }
    }

    /// Rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    /// The row id the last successful `INSERT` gave its row.
    var lastInsertedRowID: Int {
        Int(sqlite3_last_insert_rowid(handle))
    }

    /// Whether a transaction is open (SQLite is not in autocommit mode).
    var isInTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }
}
