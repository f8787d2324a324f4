public import Repositories

/// The connection a ``ReadSnapshot`` holds on PostgreSQL: borrowed from the pool at the
/// snapshot's first read, whose `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY` travels with
/// it in one round trip, so every read of the transaction sees the snapshot the first one took.
/// The transaction ends with a `COMMIT` sent without waiting (``PostgresConnection/sendCommit()``),
/// and the connection goes back to the pool when the snapshot ends.
///
/// `@unchecked Sendable` for its connection, which changes as it is borrowed and given back;
/// that is safe because ``ReadSnapshot`` calls a lease only while holding its own lock, so no
/// two threads ever use one at once, and the lock orders each use after the one before.
final class PostgresReadLease: SnapshotLease, @unchecked Sendable {
    static let begin = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"

    private let database: PostgresDatabase
    private var connection: PostgresConnection?
    /// Whether the connection came from the pool rather than being opened for this lease: a
    /// pooled one may have been dropped by the server while it was idle.
    private var reused = false

    init(database: PostgresDatabase) {
        self.database = database
    }

    func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        try read(body, retryingStale: true)
    }

    private func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value, retryingStale: Bool) throws -> Value {
        let connection = try borrowed()
        let opensTransaction = !connection.isInTransaction
        if opensTransaction {
            connection.open(with: Self.begin)
        }
        do {
            return try body(connection)
        } catch let error as PostgresError {
            connection.opening = nil
            guard error.kind == .unavailable else {
                // A refused statement aborts the transaction: end it, so the snapshot's next
                // read opens another rather than failing too.
                database.countFailure(of: error)
                try? connection.execute("ROLLBACK")
                throw error
            }
            self.connection = nil
            // Nothing of the transaction ran on the dead connection but this read: it may be
            // tried again on a new one, and still be the transaction's first.
            if opensTransaction && reused && retryingStale {
                database.dropIdle()
                return try read(body, retryingStale: false)
            }
            throw database.unavailable(error)
        }
    }

    func endTransaction() {
        guard let connection else { return }
        if connection.opening != nil {
            // The `BEGIN` was never sent: there is nothing to end.
            connection.opening = nil
        } else if connection.isInTransaction {
            connection.sendCommit()
        }
    }

    var isInTransaction: Bool {
        connection?.isInTransaction ?? false
    }

    func giveBack() {
        endTransaction()
        if let connection {
            self.connection = nil
            database.checkIn(connection)
        }
    }

    private func borrowed() throws -> PostgresConnection {
        if let connection {
            connection.settle()
            return connection
        }
        let (connection, reused) = try database.checkOut()
        self.connection = connection
        self.reused = reused
        return connection
    }
}
