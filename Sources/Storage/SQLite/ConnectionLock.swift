import Synchronization

/// A connection that one thread uses at a time and any thread may close: a read connection of
/// one request thread, or the database's one writer.
///
/// The mutex is what makes sharing the non-`Sendable` connection sound: it is the only path to
/// the connection, and a closed lock holds none. A request thread's reader is locked by that
/// thread alone until ``AppDatabase/close()``, so its lock is uncontended: an atomic
/// compare-and-swap, no system call. The writer's lock queues the threads that write.
final class ConnectionLock<Connection>: Sendable {
    private let connection: Mutex<Connection?>

    init(_ connection: sending Connection) {
        self.connection = Mutex(connection)
    }

    /// Runs `body` on the connection, holding the lock.
    ///
    /// - Throws: ``SQLiteError/closed`` once ``close()`` ran, or what `body` throws.
    @inline(__always)
    func withConnection<Value: Sendable>(_ body: (Connection) throws -> Value) throws -> Value {
        try connection.withLock { connection throws -> Value in
            guard let connection else { throw SQLiteError.closed }
            return try body(connection)
        }
    }

    @inline(__always)
    func ifOpen(_ body: (Connection) -> Void) {
        connection.withLock { connection in
            if let connection { body(connection) }
        }
    }

    /// Drops the connection (its `deinit` finalizes and closes), after a use in progress ends.
    func close() {
        connection.withLock { $0 = nil }
    }

    var isClosed: Bool {
        connection.withLock { $0 == nil }
    }
}
