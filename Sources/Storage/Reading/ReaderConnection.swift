import Synchronization

/// A ``ReadOnlyConnection`` that one thread reads through at a time and any thread may close.
///
/// The mutex is what makes sharing the non-`Sendable` connection sound: it is the only path to
/// the connection, and a closed reader holds none. The thread that reads through a reader is
/// the only one that locks it until ``AppDatabase/close()``, so the lock is uncontended: an
/// atomic compare-and-swap, no system call.
final class ReaderConnection: Sendable {
    private let connection: Mutex<ReadOnlyConnection?>

    init(_ connection: sending ReadOnlyConnection) {
        self.connection = Mutex(connection)
    }

    /// Runs `body` on the connection.
    ///
    /// - Throws: ``SQLiteReadError/closed`` once ``close()`` ran, or what `body` throws.
    func read<Value: Sendable>(
        _ body: (ReadOnlyConnection) throws(SQLiteReadError) -> Value
    ) throws(SQLiteReadError) -> Value {
        try connection.withLock { connection throws(SQLiteReadError) -> Value in
            guard let connection else { throw SQLiteReadError.closed }
            return try body(connection)
        }
    }

    /// Starts a scope whose reads share one transaction (``ReadOnlyConnection/enterScope()``).
    func enterScope() {
        connection.withLock { $0?.enterScope() }
    }

    /// Ends a scope, and the transaction its reads opened.
    func leaveScope() {
        connection.withLock { $0?.leaveScope() }
    }

    /// Ends the current scope's transaction, if one is open; the scope goes on.
    func endTransaction() {
        connection.withLock { $0?.endTransaction() }
    }

    /// Whether a transaction is open on the connection, for tests; `false` once closed.
    var isInTransaction: Bool {
        connection.withLock { $0?.isInTransaction ?? false }
    }

    /// Finalizes the statements and closes the connection, after a read in progress ends.
    func close() {
        connection.withLock { $0 = nil }
    }

    var isClosed: Bool {
        connection.withLock { $0 == nil }
    }
}
