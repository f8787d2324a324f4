/// A request thread's read connection, behind the lock that lets ``AppDatabase/close()``
/// close it from another thread.
typealias ReaderConnection = ConnectionLock<ReadOnlyConnection>

extension ConnectionLock where Connection == ReadOnlyConnection {
    /// Starts a scope whose reads share one transaction (``ReadOnlyConnection/enterScope()``).
    func enterScope() {
        ifOpen { $0.enterScope() }
    }

    /// Ends a scope, and the transaction its reads opened.
    func leaveScope() {
        ifOpen { $0.leaveScope() }
    }

    /// Ends the current scope's transaction, if one is open; the scope goes on.
    func endTransaction() {
        ifOpen { $0.endTransaction() }
    }

    /// Whether a transaction is open on the connection, for tests; `false` once closed.
    var isInTransaction: Bool {
        (try? withConnection { $0.isInTransaction }) ?? false
    }
}
