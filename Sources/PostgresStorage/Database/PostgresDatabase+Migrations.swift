internal import Repositories

extension PostgresDatabase {
    /// Taken, inside the migrating transaction, by every instance that starts: the second one
    /// waits for the first to commit, then finds nothing left to do.
    static let migrationLockKey = 0x5C_4EE2_17

    /// Applies the migrations the database has not recorded, inside the caller's transaction,
    /// under the migration lock.
    ///
    /// - Throws: ``PostgresError`` when a migration fails (nothing of it stays), or of kind
    ///   `.schema` when the database records a migration this build does not know: it was
    ///   written by a newer release, whose schema this one must not touch.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.run("SELECT pg_advisory_xact_lock(?::bigint)", migrationLockKey)
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                identifier text PRIMARY KEY,
                position bigint GENERATED ALWAYS AS IDENTITY,
                applied_at timestamptz NOT NULL DEFAULT now()
            )
            """)
        let applied = try appliedMigrations(connection)
        let migrations = Migration.steps(for: .postgres)
        let known = Set(migrations.map(\.identifier))
        if let unknown = applied.first(where: { !known.contains($0) }) {
            throw PostgresError(.schema, message: """
                the database records migration '\(unknown)', which this release does not know: \
                it was written by a newer release
                """)
        }
        for migration in migrations where !applied.contains(migration.identifier) {
            if let sql = migration.sql(for: .postgres) { try connection.execute(sql) }
            try migration.rewrite?(connection)
            try connection.run("INSERT INTO schema_migrations (identifier) VALUES (?)", migration.identifier)
        }
    }

    static func appliedMigrations(_ connection: PostgresConnection) throws -> [String] {
        try connection.all("SELECT identifier AS value FROM schema_migrations ORDER BY position", columns: SingleValue.self) {
            try $0.text(.value)
        }
    }
}
