import Synchronization
internal import GRDB

/// Read-only connections to the database file, lent one at a time to the thread that reads.
///
/// `DatabasePool.read` costs about 9 µs for a one-row lookup, most of it in the pool's own
/// bookkeeping (dispatch barriers, a semaphore, a `PRAGMA schema_version` before every read);
/// these connections answer the same lookup in about 3.5 µs, and `user(id:)` and
/// `session(idHash:)` run on every signed-in request. The schema only changes at start-up,
/// before the first connection opens, so the pool's schema check buys nothing here. Readers
/// see every write the pool's writer committed (WAL), and each read is one statement that
/// SQLite runs on one consistent snapshot.
final class ReaderConnections: Sendable {
    /// Connections kept open between reads: enough for the server's request threads. A burst
    /// with more threads opens extra connections and closes them after use.
    private static let maximumIdleCount = 8

    private struct State {
        var idle: [DatabaseQueue] = []
        var isClosed = false
    }

    private let path: String
    private let configuration: Configuration
    private let state = Mutex(State())

    init(path: String, configuration: Configuration) {
        self.path = path
        var configuration = configuration
        configuration.readonly = true
        self.configuration = configuration
    }

    /// Runs `body` on an idle connection (opened if none is idle), outside any explicit
    /// transaction: `body` should run one statement, which then reads one snapshot.
    func read<Value>(_ body: (Database) throws -> Value) throws -> Value {
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try connection.unsafeRead(body)
    }

    /// Closes the idle connections; a connection in use is closed when it comes back, and
    /// later reads throw.
    func close() throws {
        let idle = state.withLock { state in
            state.isClosed = true
            defer { state.idle = [] }
            return state.idle
        }
        for connection in idle {
            try connection.close()
        }
    }

    private func checkOut() throws -> DatabaseQueue {
        let reused = try state.withLock { state throws -> DatabaseQueue? in
            guard !state.isClosed else {
                throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "The database is closed")
            }
            return state.idle.popLast()
        }
        // Opened outside the lock: opening touches the file system and other threads need not wait.
        return try reused ?? DatabaseQueue(path: path, configuration: configuration)
    }

    private func checkIn(_ connection: DatabaseQueue) {
        let surplus = state.withLock { state -> DatabaseQueue? in
            guard !state.isClosed, state.idle.count < Self.maximumIdleCount else { return connection }
            state.idle.append(connection)
            return nil
        }
        try? surplus?.close()
    }
}
