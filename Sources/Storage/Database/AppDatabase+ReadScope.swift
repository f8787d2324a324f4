public import ScreenKit

extension AppDatabase: ReadScope {
    /// Runs `body`, one request's handling, with its reads on this thread sharing one read
    /// transaction on the thread's connection: `BEGIN` at the first read, `COMMIT` when `body`
    /// returns or throws. A write through this database in between ends the transaction
    /// first, so the reads after it see it.
    public func sharingReads<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try readers.sharingReads(body)
    }

    /// Runs `updates` in a write transaction on the writer connection, durable when it returns.
    ///
    /// Ends this thread's shared read transaction first: its snapshot predates the write, and
    /// a request that writes then reads must read what it wrote.
    @discardableResult
    func write<Value: Sendable>(
        _ updates: (WriteConnection) throws(SQLiteError) -> Value
    ) throws(SQLiteError) -> Value {
        readers.endThreadTransaction()
        return try writer.withConnection { connection throws(SQLiteError) in
            try connection.transaction(updates)
        }
    }
}
