/// A database the repositories run SQL on. SQLite and PostgreSQL each implement it once
/// (`AppDatabase`, `PostgresDatabase`), and every repository is written once against it.
///
/// ```swift
/// let users = SQLUserRepository(database: database)
/// try database.read { try $0.first(SQLUserRepository.selectByID, 7, columns: UserColumn.self, decode: User.init) }
/// ```
///
/// SQL is written once, with `?` for each argument; a store rewrites what its dialect spells
/// otherwise when it prepares a statement (PostgreSQL's `$1`; SQLite, which has no row locks,
/// drops `FOR UPDATE`). What truly differs is asked of the store here, by name.
public protocol SQLDatabase: AnyObject, Sendable {
    /// Runs `body`'s reads. Inside ``sharingReads(_:)`` they share one snapshot; outside, each
    /// statement sees the data as it is when it runs.
    func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value

    /// Runs `body` in one transaction: committed (and durable) when it returns, rolled back
    /// when it throws. A request's reads after it see what it wrote.
    @discardableResult
    func write<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value

    /// Runs `body`, one request's handling, with the reads on this thread sharing one snapshot,
    /// taken at the first read; a write in between ends it, so the reads after the write see it.
    func sharingReads<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value

    /// Whether a transaction may stay open while the app talks to another server (the mail
    /// sender holding a message's row lock): PostgreSQL locks rows; SQLite's one writer would
    /// hold every other write back.
    var locksRows: Bool { get }
}
