internal import GRDB

/// Steps a statement and hands each result row to `decode` as bare columns.
///
/// GRDB's `Row` cursor builds a dictionary of lower-cased column names each time it is
/// created, about a microsecond per lookup that hot paths do not need: they read columns by
/// position. This cursor plugs into GRDB's `DatabaseCursor`, whose `forEach` steps the
/// statement with GRDB's own error handling.
final class ColumnCursor<Element>: DatabaseCursor {
    let _statement: Statement
    var _isDone = false
    private let decode: (StatementColumns) -> Element

    init(statement: Statement, arguments: StatementArguments, decode: @escaping (StatementColumns) -> Element) throws {
        _statement = statement
        self.decode = decode
        do {
            try statement.setArguments(arguments)
        } catch {
            // `sqlite3_reset` reports the failure of the statement's previous run (SQLITE_BUSY,
            // say) while still resetting it; binding again then succeeds, or throws for real.
            try statement.setArguments(arguments)
        }
    }

    func _element(sqliteStatement: SQLiteStatement) throws -> Element {
        decode(StatementColumns(sqliteStatement: sqliteStatement))
    }
}
