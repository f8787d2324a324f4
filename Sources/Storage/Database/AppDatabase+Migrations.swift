internal import Repositories

extension AppDatabase {
    /// Applies the migrations `connection`'s database has not recorded, all in one transaction,
    /// so two processes opening a new file together migrate it once.
    ///
    /// - Throws: ``SQLiteError`` when a migration fails (nothing of it stays), or with
    ///   `SQLITE_SCHEMA` when the database records a migration this build does not know: it
    ///   was written by a newer release, whose schema this one must not touch.
    static func migrate(_ connection: WriteConnection) throws {
        try connection.transaction { connection in
            try connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (identifier TEXT PRIMARY KEY NOT NULL)")
            try adoptEarlierRecord(connection)
            let applied = try appliedMigrations(connection)
            let migrations = Migration.steps(for: .sqlite)
            let known = Set(migrations.map(\.identifier))
            if let unknown = applied.first(where: { !known.contains($0) }) {
                throw SQLiteError(.schema, message: """
                    the database records migration '\(unknown)', which this release does not know: \
                    it was written by a newer release
                    """)
            }
            for migration in migrations where !applied.contains(migration.identifier) {
                if let sql = migration.sql(for: .sqlite), !sql.isEmpty { try connection.execute(sql) }
                try migration.rewrite?(connection)
                try connection.run("INSERT INTO schema_migrations (identifier) VALUES (?)", migration.identifier)
            }
        }
    }

    static func appliedMigrations(_ connection: WriteConnection) throws -> [String] {
        try connection.all("SELECT identifier AS value FROM schema_migrations ORDER BY rowid", columns: SingleValue.self) { try $0.text(.value) }
    }

    /// Databases made by earlier releases record their migrations in `grdb_migrations`, with
    /// the same identifiers: move them over, so those files open without migrating again.
    private static func adoptEarlierRecord(_ connection: WriteConnection) throws {
        let earlier = try connection.integer("SELECT COUNT(*) AS value FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'")
        guard earlier == 1 else { return }
        try connection.execute("""
            INSERT OR IGNORE INTO schema_migrations (identifier) SELECT identifier FROM grdb_migrations;
            DROP TABLE grdb_migrations
            """)
    }
}
