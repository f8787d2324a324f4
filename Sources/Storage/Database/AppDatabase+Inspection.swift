internal import GRDB

/// Internal views of the database's state, for this module's tests.
extension AppDatabase {
    /// The names of the tables the schema defines (SQLite's and GRDB's own left out).
    func tableNames() throws -> Set<String> {
        try pool.writeWithoutTransaction { db in
            try Set(String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                """))
        }
    }

    /// The value of a pragma on the writer connection, the one whose settings protect writes.
    func writerPragma(_ name: String) throws -> String? {
        try pool.writeWithoutTransaction { db in
            try String.fetchOne(db, sql: "PRAGMA \(name)")
        }
    }

    /// Runs `sql` on the writer, for tests that need a change no repository offers. Unlike
    /// the repositories' writes it leaves this thread's shared read transaction open, as a
    /// write from another thread or process would.
    func execute(sql: String) throws {
        try pool.write { db in try db.execute(sql: sql) }
    }
}
