/// One row of a statement's result, read by column. Valid only inside the `decode` closure it
/// is handed to: its values are the store's, not copies.
///
/// Columns the schema declares `NOT NULL` never read as NULL; should one, it reads as 0 or ""
/// rather than stopping the server.
public struct SQLRow<Column: SQLColumn> {
    @usableFromInline let cursor: any SQLCursor
    /// The column's position in the row, by the column's raw value: the statement's own.
    @usableFromInline let positions: UnsafeBufferPointer<Int32>

    public init(cursor: any SQLCursor, positions: UnsafeBufferPointer<Int32>) {
        self.cursor = cursor
        self.positions = positions
    }

    /// The column's position in the row; a column the statement does not yield is a mistake
    /// in the code, thrown rather than read as empty.
    @usableFromInline
    func position(_ column: Column) throws(SQLColumnError) -> Int32 {
        let position = positions[column.rawValue]
        guard position >= 0 else { throw SQLColumnError(column: column.name) }
        return position
    }

    @inlinable
    public func integer(_ column: Column) throws(SQLColumnError) -> Int {
        cursor.integer(at: try position(column))
    }

    @inlinable
    public func optionalInteger(_ column: Column) throws(SQLColumnError) -> Int? {
        let position = try position(column)
        return cursor.isNull(at: position) ? nil : cursor.integer(at: position)
    }

    @inlinable
    public func text(_ column: Column) throws(SQLColumnError) -> String {
        cursor.text(at: try position(column))
    }

    @inlinable
    public func optionalText(_ column: Column) throws(SQLColumnError) -> String? {
        let position = try position(column)
        return cursor.isNull(at: position) ? nil : cursor.text(at: position)
    }

    /// SQLite's 0 and 1, PostgreSQL's `boolean`.
    @inlinable
    public func boolean(_ column: Column) throws(SQLColumnError) -> Bool {
        cursor.boolean(at: try position(column))
    }

    /// A blob (`bytea`), copied out.
    @inlinable
    public func bytes(_ column: Column) throws(SQLColumnError) -> [UInt8] {
        cursor.bytes(at: try position(column))
    }
}

/// Reads the values of the row a store's statement stands on, by position. Each store has one
/// (a SQLite statement, a PostgreSQL result); ``SQLRow`` is how repositories see it.
public protocol SQLCursor: AnyObject {
    func isNull(at position: Int32) -> Bool
    /// An integer of any width; 0 for NULL.
    func integer(at position: Int32) -> Int
    func text(at position: Int32) -> String
    func boolean(at position: Int32) -> Bool
    func bytes(at position: Int32) -> [UInt8]
}
