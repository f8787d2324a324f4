internal import Domain
public import Repositories
import Synchronization

/// The application's PostgreSQL database: connections made with one libpq URL, migrated to the
/// current schema when opened, shared by every repository of this module.
///
/// ```swift
/// let database = try PostgresDatabase(url: "postgres://screenkit:secret@db:5432/screenkit")
/// let users = SQLUserRepository(database: database)
/// ```
///
/// Each query or transaction borrows a connection from a pool and gives it back: a request
/// thread keeps reusing one (with its prepared statements), and there are never more
/// connections than threads using the database at once. A connection that broke (the server restarted) is dropped, and the next use connects
/// again, so the server recovers by itself.
public final class PostgresDatabase: SQLDatabase {
    /// Connections kept idle at most; more are closed when given back.
    static let idleLimit = 64

    private let conninfo: String
    private let idle = Mutex<[PostgresConnection]>([])
    private let failures = Atomic<Int>(0)

    /// Connects once and applies every migration not yet recorded, in order, under an advisory
    /// lock, so instances starting together migrate once.
    ///
    /// - Parameter url: `postgres://user:password@host:port/database?sslmode=…`, or any libpq
    ///   connection string.
    /// - Throws: ``StoreUnavailable`` when the server cannot be reached, ``PostgresError``
    ///   when the URL is unusable or a migration fails, with kind `.schema` when the database
    ///   was migrated by a newer release.
    public init(url: String) throws {
        conninfo = try PostgresURL.conninfo(url)
        try transaction { try Self.migrate($0) }
    }

    /// Database errors since start (for the operator's metrics): unreachable servers and
    /// statements refused, constraint violations aside.
    public var errorCount: Int {
        failures.load(ordering: .relaxed)
    }

    /// The server answers and every migration this release knows is recorded (for `/readyz`).
    public func checkReadiness() throws {
        let applied = try borrowing(retryingStale: true) { try Self.appliedMigrations($0) }
        let pending = Migration.steps(for: .postgres).map(\.identifier).filter { !applied.contains($0) }
        guard pending.isEmpty else {
            throw PostgresError(.schema, message: "migrations not applied: \(pending.joined(separator: ", "))")
        }
    }

    /// The server answers a trivial query (for `/healthz`).
    public func checkHealth() throws {
        _ = try read { try $0.integer("SELECT 1 AS value") }
    }

    /// The identifiers of the migrations recorded in the database, in the order they ran.
    public func appliedMigrations() throws -> [String] {
        try borrowing(retryingStale: true) { try Self.appliedMigrations($0) }
    }

    /// Closes the idle connections; connections in use close when given back.
    public func close() {
        dropIdle()
    }

    // MARK: - Borrowing a connection

    /// Runs `body`'s reads on a pooled connection, each statement on its own. A read on a
    /// connection the server dropped while it was idle is tried once more on a new one: a read
    /// changes nothing, so trying it twice is safe.
    public func readUnshared<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        try borrowing(retryingStale: true) { try body($0) }
    }

    /// A pooled connection held by the snapshot, in a `REPEATABLE READ` read-only transaction
    /// from its first read (``PostgresReadLease``).
    public func snapshotLease() throws -> any SnapshotLease {
        PostgresReadLease(database: self)
    }

    /// Runs `updates` in one transaction, committed when it returns; its `BEGIN` travels with
    /// its first statement. The transaction is tried again on a new connection when a pooled one
    /// turns out dead on that first statement, before anything of it can have run; after that,
    /// a broken connection may have committed or not, and the caller is told (503) rather than a
    /// change made twice.
    public func writeTransaction<Value: Sendable>(_ updates: (any SQLConnection) throws -> Value) throws -> Value {
        try transaction { try updates($0) }
    }

    private func transaction<Value>(_ updates: (PostgresConnection) throws -> Value) throws -> Value {
        var connectionInUse: PostgresConnection?
        return try borrowing(retryingStale: true, stillRetryable: { connectionInUse?.answeredSinceOpening == 0 }) { connection in
            connectionInUse = connection
            connection.open(with: "BEGIN")
            do {
                let value = try updates(connection)
                if connection.opening != nil {
                    // Nothing was run: there is no transaction to end.
                    connection.opening = nil
                } else {
                    try connection.execute("COMMIT")
                }
                return value
            } catch {
                connection.opening = nil
                // Still in the transaction (not dropped with the connection): end it, so the
                // connection can go back to the pool.
                if !connection.isReusable { try? connection.execute("ROLLBACK") }
                throw error
            }
        }
    }

    /// A message's row stays locked while it is sent (`FOR UPDATE SKIP LOCKED`).
    public var locksRows: Bool { true }

    /// Runs `body` on a connection from the pool and gives it back.
    private func borrowing<Value>(
        retryingStale: Bool, stillRetryable: () -> Bool = { true }, _ body: (PostgresConnection) throws -> Value
    ) throws -> Value {
        let (connection, reused) = try checkOut()
        do {
            let value = try body(connection)
            checkIn(connection)
            return value
        } catch let error as PostgresError {
            connection.opening = nil
            checkIn(connection)
            guard error.kind == .unavailable else {
                // A constraint refusing a row (class 23) is an answer the repositories turn into
                // one for the user, such as a taken address: not a failure.
                countFailure(of: error)
                throw error
            }
            if reused && retryingStale && stillRetryable() {
                // The pool may hold more connections from before the server went away.
                dropIdle()
                return try borrowing(retryingStale: false, body)
            }
            throw unavailable(error)
        } catch {
            connection.opening = nil
            checkIn(connection)
            throw error
        }
    }

    /// Counts a failure of the server's, and says so as an unavailable store (503).
    func unavailable(_ error: PostgresError) -> StoreUnavailable {
        failures.add(1, ordering: .relaxed)
        return StoreUnavailable(reason: error.message)
    }

    /// Counts a statement the server refused (a constraint refusing a row aside).
    func countFailure(of error: PostgresError) {
        if !error.state.hasPrefix("23") { failures.add(1, ordering: .relaxed) }
    }

    /// An idle connection, its last `COMMIT` answered (``PostgresConnection/settle()``), or a
    /// new one.
    func checkOut() throws -> (PostgresConnection, reused: Bool) {
        while let connection = idle.withLock({ $0.popLast() }) {
            connection.settle()
            if connection.isReusable { return (connection, true) }
        }
        do {
            return (try PostgresConnection(conninfo: conninfo), false)
        } catch {
            failures.add(1, ordering: .relaxed)
            throw StoreUnavailable(reason: error.message)
        }
    }

    func checkIn(_ connection: PostgresConnection) {
        guard connection.isReusable else { return }
        idle.withLock { idle in
            if idle.count < Self.idleLimit { idle.append(connection) }
        }
    }

    func dropIdle() {
        idle.withLock { $0.removeAll() }
    }
}
