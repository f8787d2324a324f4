/// A database the repositories run SQL on. SQLite and PostgreSQL each implement it once
/// (`AppDatabase`, `PostgresDatabase`), and every repository is written once against it.
///
/// ```swift
/// let users = SQLUserRepository(database: database)
/// try database.read { try $0.first(SQLUserRepository.selectByID, 7, columns: User.Column.self, decode: User.init) }
/// ```
///
/// SQL is written once, with `?` for each argument; a store rewrites what its dialect spells
/// otherwise when it prepares a statement (PostgreSQL's `$1`; SQLite, which has no row locks,
/// drops `FOR UPDATE`). What truly differs is asked of the store here, by name.
///
/// Repositories call ``read(_:)`` and ``write(_:)``; a store implements the three requirements
/// they are made of, and never decides by itself what a read sees: the current
/// ``ReadSnapshot`` does.
public protocol SQLDatabase: AnyObject, Sendable {
    /// Runs `body`'s reads on their own: each statement sees the data as it is when it runs.
    func readUnshared<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value

    /// A connection held by a ``ReadSnapshot`` for its reads of this database, in a read
    /// transaction opened by the first of them.
    func snapshotLease() throws -> any SnapshotLease

    /// Runs `body` in one transaction: committed (and durable) when it returns, rolled back
    /// when it throws.
    func writeTransaction<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value

    /// Whether a transaction may stay open while the app talks to another server (the mail
    /// sender holding a message's row lock): PostgreSQL locks rows; SQLite's one writer would
    /// hold every other write back.
    var locksRows: Bool { get }
}

extension SQLDatabase {
    /// Runs `body`'s reads: inside a ``ReadSnapshot``, on its snapshot of this database;
    /// outside one, each statement on the data as it is when it runs.
    @inline(__always)
    public func read<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        if let snapshot = ReadSnapshot.current {
            return try snapshot.read(in: self, body)
        }
        return try readUnshared(body)
    }

    /// Runs `body` in one transaction, committed (and durable) when it returns, rolled back when
    /// it throws. Inside a ``ReadSnapshot`` the snapshot's transaction on this database ends
    /// first, so the request's reads after the write see what it wrote.
    @discardableResult
    public func write<Value: Sendable>(_ body: (any SQLConnection) throws -> Value) throws -> Value {
        ReadSnapshot.current?.endTransaction(in: self)
        return try writeTransaction(body)
    }
}
