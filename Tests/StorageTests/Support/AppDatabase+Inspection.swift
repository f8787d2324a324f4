import Repositories
@testable import Storage

/// Views of the database's state and changes no repository makes, for these tests.
extension AppDatabase {
    /// The names of the tables the schema defines (SQLite's own and the migrations' record
    /// left out).
    func tableNames() throws -> Set<String> {
        try Set(write {
            try $0.all(
                """
                SELECT name AS value FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'
                """, columns: SingleValue.self) { try $0.text(.value) }
        })
    }

    /// The value of a pragma on the writer connection, the one whose settings protect writes.
    func writerPragma(_ pragma: Pragma) throws -> String? {
        try writer.withConnection { connection in
            try connection.first("PRAGMA \(pragma.name)", columns: Pragma.self) { try $0.text(pragma) }
        }
    }

    /// Runs `sql`, statements separated by `;`, on the writer in one transaction. Unlike the
    /// repositories' writes it leaves this thread's shared read transaction open, as a write
    /// from another thread or process would.
    func execute(sql: String) throws {
        try writer.withConnection { connection in
            try connection.transaction { try $0.execute(sql) }
        }
    }
}

/// The pragmas these tests read; a pragma's one column is named after it.
enum Pragma: Int, SQLColumn {
    case journalMode, synchronous, foreignKeys
}
