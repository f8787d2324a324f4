internal import CSQLite
internal import Repositories

/// One connection straight on SQLite's C API, with the statements prepared on it kept by their
/// SQL text: a statement run again costs a dictionary lookup, a bind and a step.
///
/// Opened `SQLITE_OPEN_NOMUTEX`: each owner (``ReadOnlyConnection``, ``WriteConnection``) is used
/// by one thread at a time behind its own lock, so SQLite's per-connection mutex would buy
/// nothing. Not `Sendable` for that reason. The statements are finalized before the handle
/// closes (`sqlite3_close_v2` would otherwise keep it open until they are).
final class SQLiteConnection {
    let handle: OpaquePointer
    private var statements = StatementCache<SQLiteStatement>()

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
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one or more statements separated by `;`, each to its end; rows are dropped.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle) }
    }

    @discardableResult
    func run<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Int {
        let statement = try prepared(sql)
        try bind(repeat each arguments, to: statement.handle)
        defer { sqlite3_reset(statement.handle) }
        let code = sqlite3_step(statement.handle)
        // A statement that yields rows (`RETURNING`) is stepped once; the reset ends it.
        guard code == SQLITE_DONE || code == SQLITE_ROW else { throw SQLiteError(resultCode: code, connection: handle) }
        return Int(sqlite3_changes64(handle))
    }

    /// Stops at the first row: the statement is reset right after, which ends the read (and,
    /// outside a transaction, releases its WAL snapshot) without stepping on.
    func first<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> Value? {
        let statement = try prepared(sql)
        try bind(repeat each arguments, to: statement.handle)
        defer { sqlite3_reset(statement.handle) }
        switch sqlite3_step(statement.handle) {
        case SQLITE_ROW:
            return try statement.positions(for: Column.self).withUnsafeBufferPointer { positions in
                try decode(SQLRow(cursor: statement, positions: positions))
            }
        case SQLITE_DONE:
            return nil
        case let code:
            throw SQLiteError(resultCode: code, connection: handle)
        }
    }

    func all<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> [Value] {
        let statement = try prepared(sql)
        try bind(repeat each arguments, to: statement.handle)
        defer { sqlite3_reset(statement.handle) }
        return try statement.positions(for: Column.self).withUnsafeBufferPointer { positions in
            var values: [Value] = []
            while true {
                switch sqlite3_step(statement.handle) {
                case SQLITE_ROW: values.append(try decode(SQLRow(cursor: statement, positions: positions)))
                case SQLITE_DONE: return values
                case let code: throw SQLiteError(resultCode: code, connection: handle)
                }
            }
        }
    }

    /// Whether a transaction is open (SQLite is not in autocommit mode).
    var isInTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }

    /// `sql`'s statement, prepared on first use and kept, its old arguments cleared.
    private func prepared(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        let statement = try statements.statement(for: sql) { (sql, _) throws(SQLiteError) in
            var handle: OpaquePointer?
            let code = SQLiteDialect.rewrite(sql).withCString { text in
                sqlite3_prepare_v3(self.handle, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
            }
            guard code == SQLITE_OK, let handle else {
                sqlite3_finalize(handle)
                throw SQLiteError(resultCode: code, connection: self.handle)
            }
            return SQLiteStatement(handle)
        }
        sqlite3_clear_bindings(statement.handle)
        return statement
    }

    /// Binds `arguments` to the statement's parameters 1, 2, ... in order.
    @inline(__always)
    private func bind<each Argument: SQLArgument>(_ arguments: repeat each Argument, to statement: OpaquePointer) throws(SQLiteError) {
        var index: CInt = 1
        for argument in repeat each arguments {
            try bind(argument.sqlValue, at: index, to: statement)
            index += 1
        }
    }

    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    private func bind(_ value: SQLValue, at index: CInt, to statement: OpaquePointer) throws(SQLiteError) {
        let code: CInt
        switch value {
        case .integer(let number):
            code = sqlite3_bind_int64(statement, index, sqlite3_int64(number))
        case .boolean(let truth):
            code = sqlite3_bind_int64(statement, index, truth ? 1 : 0)
        case .null:
            code = sqlite3_bind_null(statement, index)
        case .text(var text):
            let bound = text.withUTF8 { bytes -> CInt? in
                guard let start = bytes.baseAddress, !bytes.isEmpty else {
                    // A nil pointer would bind NULL instead of the empty text.
                    return sqlite3_bind_text(statement, index, "", 0, Self.transient)
                }
                guard let length = CInt(exactly: bytes.count) else { return nil }
                return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                    sqlite3_bind_text(statement, index, characters, length, Self.transient)
                }
            }
            guard let bound else { throw SQLiteError(.tooBig, message: "A text argument of \(text.utf8.count) bytes is too long to bind") }
            code = bound
        case .bytes(let bytes):
            guard let length = CInt(exactly: bytes.count) else {
                throw SQLiteError(.tooBig, message: "A blob argument of \(bytes.count) bytes is too long to bind")
            }
            code = bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob(statement, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), length, Self.transient)
            }
        }
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: handle) }
    }
}
