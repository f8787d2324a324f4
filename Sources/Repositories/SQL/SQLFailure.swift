/// A store's error, as much as the repositories need to know about it: whether a unique key
/// refused the row. Each store recognises its own (SQLite's message, PostgreSQL's constraint).
public protocol SQLFailure: Error {
    /// Whether this is the unique index on `table`'s `column` refusing a second row with the
    /// same value; not any other constraint, which would point to a bug.
    func violatesUnique(table: String, column: String) -> Bool
}

extension Error {
    /// Whether this is a store's ``SQLFailure`` for the unique key on `table`'s `column`.
    public func violatesUnique(table: String, column: String) -> Bool {
        (self as? any SQLFailure)?.violatesUnique(table: table, column: column) ?? false
    }
}
