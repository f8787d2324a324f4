internal import GRDB

extension Statement {
    /// The first result row decoded by `decode`; `nil` when there is none.
    ///
    /// Steps to the end even after the first row, so the statement completes and SQLite ends
    /// its read of the file at once (a lookup by key has at most one row anyway).
    func decodeFirst<Value>(
        arguments: StatementArguments, _ decode: @escaping (StatementColumns) -> Value
    ) throws -> Value? {
        var first: Value?
        try ColumnCursor(statement: self, arguments: arguments, decode: decode).forEach { value in
            if first == nil { first = value }
        }
        return first
    }

    /// Every result row, decoded by `decode`.
    func decodeAll<Value>(
        arguments: StatementArguments, _ decode: @escaping (StatementColumns) -> Value
    ) throws -> [Value] {
        var all: [Value] = []
        try ColumnCursor(statement: self, arguments: arguments, decode: decode).forEach { all.append($0) }
        return all
    }
}
