/// Where SQLite spells the repositories' SQL otherwise, applied once when a statement is
/// prepared.
enum SQLiteDialect {
    /// SQLite has no row locks: its one writer runs `BEGIN IMMEDIATE`, which holds the whole
    /// database for the transaction, so a `FOR UPDATE [SKIP LOCKED]` at the end of a statement
    /// (where the repositories write it) asks for nothing more and is dropped. `?` is SQLite's
    /// own placeholder.
    static func rewrite(_ sql: String) -> String {
        for lock in [" FOR UPDATE SKIP LOCKED", " FOR UPDATE"] where sql.hasSuffix(lock) {
            return String(sql.dropLast(lock.count))
        }
        return sql
    }
}
