internal import CSQLite
internal import Repositories

/// The database's one read-write connection and the statements prepared on it: a write costs a
/// dictionary lookup, a bind and a step before its commit's `fsync`.
///
/// Configured for durability on open: WAL (readers never wait for the writer), `synchronous =
/// FULL` (a commit is on disk before it returns, so a change acknowledged to a browser survives
/// SIGKILL and power loss), foreign keys enforced. Used by one thread at a time behind
/// ``AppDatabase``'s lock, hence not `Sendable`.
final class WriteConnection: SQLConnection {
    private let connection: SQLiteConnection

    /// Opens, creating it if missing, the database file at `path`.
    init(path: String, busyTimeout: Duration) throws(SQLiteError) {
        connection = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, busyTimeout: busyTimeout)
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
    }

    /// Runs `updates` in one transaction: committed when it returns, rolled back when it throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock first, so a transaction that reads then writes
    /// never fails half-way on another process's lock; it waits up to the busy timeout instead.
    func transaction<Value>(_ updates: (WriteConnection) throws -> Value) throws -> Value {
        try connection.run("BEGIN IMMEDIATE")
        do {
            let value = try updates(self)
            try connection.run("COMMIT")
            return value
        } catch {
            if connection.isInTransaction {
                try? connection.execute("ROLLBACK")
            }
            throw error
        }
    }

    @discardableResult
    func run<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Int {
        try connection.run(sql, repeat each arguments)
    }

    func first<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> Value? {
        try connection.first(sql, repeat each arguments, columns: columns, decode: decode)
    }

    func all<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> [Value] {
        try connection.all(sql, repeat each arguments, columns: columns, decode: decode)
    }

    /// Nothing more to take: `BEGIN IMMEDIATE` already gave this transaction the only turn.
    func serialize(on keys: [String]) throws {}

    /// Runs `sql`, statements separated by `;` (a migration's), once, without preparing them
    /// for reuse.
    func execute(_ sql: String) throws(SQLiteError) {
        try connection.execute(sql)
    }
}
