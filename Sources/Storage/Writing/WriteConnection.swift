internal import CSQLite

/// The database's one read-write connection and the statements prepared on it, kept by their
/// SQL text: a write costs a dictionary lookup, a bind and a step before its commit's `fsync`.
///
/// Configured for durability on open: WAL (readers never wait for the writer), `synchronous =
/// FULL` (a commit is on disk before it returns, so a change acknowledged to a browser survives
/// SIGKILL and power loss), foreign keys enforced. Used by one thread at a time behind
/// ``AppDatabase``'s lock, hence not `Sendable`.
final class WriteConnection {
    private let connection: SQLiteConnection
    private var statements: [String: OpaquePointer] = [:]

    /// Opens, creating it if missing, the database file at `path`.
    init(path: String, busyTimeout: Duration) throws(SQLiteError) {
        connection = try SQLiteConnection(
            path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, busyTimeout: busyTimeout)
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
    }

    deinit {
        for statement in statements.values {
            sqlite3_finalize(statement)
        }
    }

    /// Runs `updates` in one transaction: committed when it returns, rolled back when it throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock first, so a transaction that reads then writes
    /// never fails half-way on another process's lock; it waits up to the busy timeout instead.
    func transaction<Value>(_ updates: (WriteConnection) throws(SQLiteError) -> Value) throws(SQLiteError) -> Value {
        try run("BEGIN IMMEDIATE")
        do {
            let value = try updates(self)
            try run("COMMIT")
            return value
        } catch {
            if connection.isInTransaction {
                try? connection.execute("ROLLBACK")
            }
            throw error
        }
    }

    /// Runs `sql`, one statement with `arguments` for its parameters, to its end.
    ///
    /// - Returns: the number of rows it changed.
    @discardableResult
    func run<each Argument: StatementArgument>(
        _ sql: String, _ arguments: repeat each Argument
    ) throws(SQLiteError) -> Int {
        let statement = try prepared(sql)
        try connection.bind(repeat each arguments, to: statement)
        try connection.run(statement)
        return connection.changes
    }

    /// The first row `sql` yields with `arguments`, decoded; `nil` when there is none.
    func first<Value, each Argument: StatementArgument>(
        _ sql: String, _ arguments: repeat each Argument, decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> Value? {
        let statement = try prepared(sql)
        try connection.bind(repeat each arguments, to: statement)
        return try connection.first(statement, decode: decode)
    }

    /// Every row `sql` yields with `arguments`, decoded.
    func all<Value, each Argument: StatementArgument>(
        _ sql: String, _ arguments: repeat each Argument, decode: (StatementColumns) -> Value
    ) throws(SQLiteError) -> [Value] {
        let statement = try prepared(sql)
        try connection.bind(repeat each arguments, to: statement)
        return try connection.all(statement, decode: decode)
    }

    /// Runs `sql`, statements separated by `;` (a migration's), once, without preparing them
    /// for reuse.
    func execute(_ sql: String) throws(SQLiteError) {
        try connection.execute(sql)
    }

    /// The row id the last `INSERT` gave its row.
    var lastInsertedRowID: Int {
        connection.lastInsertedRowID
    }

    private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        if let statement = statements[sql] {
            sqlite3_clear_bindings(statement)
            return statement
        }
        let statement = try connection.prepare(sql)
        statements[sql] = statement
        return statement
    }
}
