internal import GRDB

/// The columns of the row a statement stands on, read by position.
///
/// Columns the schema declares `NOT NULL` never read as NULL; should one, it decodes as 0 or
/// "" rather than stopping the server.
struct StatementColumns {
    let sqliteStatement: SQLiteStatement

    @inline(__always)
    func integer(_ index: CInt) -> Int {
        Int.fromStatement(sqliteStatement, atUncheckedIndex: index) ?? 0
    }

    /// `nil` for NULL (an aggregate over no rows, for example).
    @inline(__always)
    func optionalInteger(_ index: CInt) -> Int? {
        Int.fromStatement(sqliteStatement, atUncheckedIndex: index)
    }

    @inline(__always)
    func text(_ index: CInt) -> String {
        String.fromStatement(sqliteStatement, atUncheckedIndex: index) ?? ""
    }
}
