public import Repositories

extension AppDatabase: SQLDatabase {
    /// On the current thread's read connection, opened on its first read.
    public func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        try readers.read(body)
    }

    /// On the writer connection, in `BEGIN IMMEDIATE … COMMIT`, durable when it returns.
    ///
    /// Ends this thread's shared read transaction first: its snapshot predates the write, and
    /// a request that writes then reads must read what it wrote.
    @discardableResult
    public func write<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        readers.endThreadTransaction()
        return try writer.withConnection { connection in
            try connection.transaction(body)
        }
    }

    /// The reads share one read transaction on the thread's connection: `BEGIN` at the first
    /// read, `COMMIT` when `body` returns or throws.
    public func sharingReads<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try readers.sharingReads(body)
    }

    /// SQLite locks the whole database for a write, never a row.
    public var locksRows: Bool { false }
}
