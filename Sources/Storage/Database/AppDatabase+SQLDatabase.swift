public import Repositories

extension AppDatabase: SQLDatabase {
    /// On the current thread's read connection, opened on its first read.
    public func readUnshared<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        try readers.read(body)
    }

    /// A read connection of the pool's, held by the snapshot until it ends.
    public func snapshotLease() throws -> any SnapshotLease {
        try SQLiteReadLease(pool: readers)
    }

    /// On the writer connection, in `BEGIN IMMEDIATE … COMMIT`, durable when it returns.
    public func writeTransaction<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        try writer.withConnection { connection in
            try connection.transaction(body)
        }
    }

    /// SQLite locks the whole database for a write, never a row.
    public var locksRows: Bool { false }
}
