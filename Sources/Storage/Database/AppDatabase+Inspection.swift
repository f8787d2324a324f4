/// Internal views of the database's state, for this module's tests.
extension AppDatabase {
    /// The names of the tables the schema defines (SQLite's own and the migrations' record
    /// left out).
    func tableNames() throws -> Set<String> {
        try writer.withConnection { connection throws(SQLiteError) in
            try Set(connection.all("""
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'
                """) { $0.text(0) })
        }
    }

    /// The value of a pragma on the writer connection, the one whose settings protect writes.
    func writerPragma(_ name: String) throws -> String? {
        try writer.withConnection { connection throws(SQLiteError) in
            try connection.first("PRAGMA \(name)") { $0.text(0) }
        }
    }

    /// Runs `sql` on the writer, for tests that need a change no repository offers. Unlike
    /// the repositories' writes it leaves this thread's shared read transaction open, as a
    /// write from another thread or process would.
    func execute(sql: String) throws {
        try writer.withConnection { connection throws(SQLiteError) in
            try connection.transaction { connection throws(SQLiteError) in try connection.execute(sql) }
        }
    }
}
