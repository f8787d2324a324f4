internal import Repositories

/// The application's SQLite database: one file in WAL mode, migrated to the current schema when
/// opened, shared by every repository of this module.
///
/// ```swift
/// let database = try AppDatabase(path: "data/screenkit.sqlite")
/// let users = SQLUserRepository(database: database)
/// ```
///
/// Writes go through one writer connection, one thread at a time, and are on disk when they
/// return (``WriteConnection``). Lookups run on read-only connections, one per reading thread
/// (``ReaderPool``); they see every committed write.
public final class AppDatabase: Sendable {
    /// How long a connection waits for another one's lock (another process writing, a
    /// checkpoint) before failing.
    static let busyTimeout: Duration = .seconds(5)

    let writer: ConnectionLock<WriteConnection>
    let readers: ReaderPool

    /// Opens (creating it and its folder if missing) the database at `path` and applies every
    /// migration not yet recorded in it, in order.
    ///
    /// - Throws: ``SQLiteError`` when the folder cannot be made, or the file cannot be opened
    ///   or migrated.
    public init(path: String) throws {
        try DatabaseFolder.create(containing: path)
        let connection = try WriteConnection(path: path, busyTimeout: Self.busyTimeout)
        try Self.migrate(connection)
        writer = ConnectionLock(connection)
        readers = ReaderPool(path: path, busyTimeout: Self.busyTimeout)
    }

    /// Runs a trivial query on a reader connection: the database answers (for `/healthz`).
    public func checkHealth() throws {
        _ = try read { try $0.integer("SELECT 1 AS value") }
    }

    /// SQLite calls that failed since the process started, on every connection of every
    /// database (a busy timeout, a full disk, a damaged file), for the metrics port; constraint
    /// violations the repositories answer for are not counted.
    public static var errorCount: Int {
        SQLiteError.reportedCount
    }

    /// The identifiers of the migrations recorded in the database, in the order they ran.
    public func appliedMigrations() throws -> [String] {
        // On the writer, which is open anyway: a read connection would be opened for this
        // thread and kept for the process's life, for a question asked once.
        try writer.withConnection { try Self.appliedMigrations($0) }
    }

    /// Closes every connection; later calls on this database or its repositories throw.
    public func close() throws {
        readers.close()
        writer.close()
    }
}
