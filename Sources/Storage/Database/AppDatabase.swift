import Foundation
internal import GRDB

/// The application's SQLite database: one file in WAL mode, migrated to the current schema when
/// opened, shared by every repository of this module.
///
/// ```swift
/// let database = try AppDatabase(path: "data/screenkit.sqlite")
/// let users = SQLiteUserRepository(database: database)
/// ```
///
/// Writes go through the one writer connection of a GRDB `DatabasePool` and are on disk when
/// they return (`synchronous = FULL`), so a change acknowledged to a browser survives SIGKILL
/// and power loss. Lookups run on read-only connections straight on SQLite's C API, one per
/// reading thread (``ReaderPool``); they see every committed write.
public final class AppDatabase: Sendable {
    /// How long a connection waits for another one's lock (another process writing, a
    /// checkpoint) before failing.
    static let busyTimeout: Duration = .seconds(5)

    let pool: DatabasePool
    let readers: ReaderPool

    /// Opens (creating it and its folder if missing) the database at `path` and applies every
    /// migration not yet recorded in it, in order.
    ///
    /// - Throws: a GRDB `DatabaseError` when the file cannot be opened or migrated, or a
    ///   Foundation error when its folder cannot be created.
    public init(path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = Self.configuration()
        pool = try DatabasePool(path: path, configuration: configuration)
        // GRDB switches the writer to `synchronous = NORMAL` when it turns WAL on, after
        // `prepareDatabase` ran; NORMAL may lose the last commits on power loss, so put FULL back.
        try pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        try Self.migrator.migrate(pool)
        readers = ReaderPool(path: path, busyTimeout: Self.busyTimeout)
    }

    /// Runs a trivial query on a reader connection: the database answers (for `/healthz`).
    public func checkHealth() throws {
        _ = try readers.first(.health) { $0.integer(0) }
    }

    /// The identifiers of the migrations recorded in the database, in the order they ran.
    public func appliedMigrations() throws -> [String] {
        // On the writer, which is open anyway: a read through the pool would open one more
        // connection, kept for the process's life, for a question asked once.
        try pool.writeWithoutTransaction { db in try Self.migrator.appliedMigrations(db) }
    }

    /// Closes every connection; later calls on this database or its repositories throw.
    public func close() throws {
        readers.close()
        try pool.close()
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(TimeInterval(busyTimeout.components.seconds))
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }
}
