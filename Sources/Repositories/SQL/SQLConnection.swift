/// One connection a repository's statements run on, lent for a read or a write transaction.
///
/// Statements are prepared once per connection and kept by their SQL text, so a repository
/// writes its SQL where it runs it; arguments are always bound, never spliced into the text.
/// Rows are read by column name (``SQLRow``), the names resolved once per statement.
public protocol SQLConnection: AnyObject {
    /// Runs one statement with `arguments` for its `?` parameters, in order.
    ///
    /// - Returns: the number of rows it changed.
    @discardableResult
    func run<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Int

    /// The first row `sql` yields, decoded; `nil` when there is none.
    func first<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> Value?

    /// Every row `sql` yields, decoded.
    func all<Column: SQLColumn, Value, each Argument: SQLArgument>(
        _ sql: String, _ arguments: repeat each Argument, columns: Column.Type, decode: (SQLRow<Column>) throws -> Value
    ) throws -> [Value]

    /// Makes the transaction's other sessions wait for this one on each of `keys` (in a fixed
    /// order, so two never wait for each other) until it ends. PostgreSQL takes an advisory lock
    /// per key; SQLite needs none, its writer already runs one transaction at a time.
    func serialize(on keys: [String]) throws
}

/// A single value: `SELECT COUNT(*) AS value …`, `RETURNING id AS value`.
public enum SingleValue: Int, SQLColumn {
    case value
}

extension SQLConnection {
    /// The integer in the first row's `value` column; `nil` when there is no row.
    public func integer<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Int? {
        try first(sql, repeat each arguments, columns: SingleValue.self) { try $0.optionalInteger(.value) } ?? nil
    }

    /// The text in the first row's `value` column; `nil` when there is no row.
    public func text<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> String? {
        try first(sql, repeat each arguments, columns: SingleValue.self) { try $0.optionalText(.value) } ?? nil
    }

    /// Whether `sql` yields a row.
    public func exists<each Argument: SQLArgument>(_ sql: String, _ arguments: repeat each Argument) throws -> Bool {
        try first(sql, repeat each arguments, columns: SingleValue.self) { _ in true } != nil
    }
}
