internal import GRDB

extension AppDatabase {
    /// The schema's history. Each migration runs once, in the order registered, and is recorded
    /// in the database; a shipped migration never changes: add a new one instead.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createInitialSchema)
        return migrator
    }()

    private static func createInitialSchema(_ db: Database) throws {
        try db.create(table: "users") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("name", .text).notNull()
            table.column("email", .text).notNull()
            // `email.lowercased()`: Swift's Unicode lowercasing, so uniqueness ignores case
            // beyond ASCII too (SQLite's NOCASE only folds A–Z).
            table.column("email_key", .text).notNull().unique()
            table.column("bio", .text).notNull().defaults(to: "")
            table.column("password_hash", .text).notNull()
            table.column("created_at", .integer).notNull().indexed()
        }
        try db.create(table: "sessions") { table in
            table.primaryKey("id_hash", .text)
            table.column("user_id", .integer).notNull().indexed()
                .references("users", onDelete: .cascade)
            table.column("csrf_secret", .text).notNull()
            table.column("created_at", .integer).notNull()
            table.column("last_seen_at", .integer).notNull()
        }
        try db.create(table: "sign_in_attempts") { table in
            table.primaryKey("id", .integer)
            table.column("key", .text).notNull()
            table.column("attempted_at", .integer).notNull()
        }
        try db.create(
            index: "sign_in_attempts_on_key_attempted_at",
            on: "sign_in_attempts",
            columns: ["key", "attempted_at"])
        try db.create(table: "settings") { table in
            table.primaryKey("name", .text)
            table.column("value", .text).notNull()
        }
    }
}
