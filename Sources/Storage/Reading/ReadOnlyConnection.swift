internal import CSQLite
internal import Repositories

/// One read-only SQLite connection and the statements prepared on it: a lookup by key is a
/// reset, a bind and a step, with no queue or lock in between.
///
/// Used by one thread at a time (its ``ReaderConnection`` sees to that), hence not `Sendable`.
/// Each read is its own transaction, unless a ``ReadSnapshot``'s lease opened one
/// (``beginTransaction()``), whose reads then share its snapshot until it ends.
final class ReadOnlyConnection: SQLConnection {
    /// Pages kept in memory, in KiB (SQLite's negative `cache_size`): lookups touch a few
    /// B-tree pages, and every connection's cache counts against the server's memory.
    private static let cacheKiB = 256

    private let connection: SQLiteConnection

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
        try connection.first(sql, repeat each arguments, columns: columns, decode: decode)
    }

    func all<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> [Value] {
        try connection.all(sql, repeat each arguments, columns: columns, decode: decode)
    }

    /// Nothing to wait for: a read takes no turn.
    func serialize(on keys: [String]) throws {}

    /// Opens a read transaction: deferred, so its snapshot is taken by the next read.
    func beginTransaction() throws {
        try connection.run("BEGIN")
    }

    /// Ends the open transaction, if any; reads after it see what was committed since.
    func endTransaction() {
        guard connection.isInTransaction else { return }
        do {
            try connection.run("COMMIT")
        } catch {
            // Ending a read transaction has nothing to write and cannot really fail; should
            // it, the rollback still releases the snapshot, so the next one starts afresh.
            try? connection.execute("ROLLBACK")
        }
    }

    /// Whether a transaction is open on the connection.
    var isInTransaction: Bool {
        connection.isInTransaction
    }
}
