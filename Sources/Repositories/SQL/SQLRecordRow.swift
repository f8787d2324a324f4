public import Domain

/// A statement's row as a record reads it (``StoredRow``).
///
/// A record reads its columns in the order they were listed, so each name is first looked for
/// where the last one left off: the literal is the very one listed, so comparing their
/// addresses is enough. A name read out of order is found by its text.
public struct SQLRecordRow<Record: SQLRecord>: StoredRow {
    @usableFromInline let row: SQLRow<SQLRecordColumn<Record>>
    @usableFromInline let literals: [StaticString]
    /// The index of the column after the one read last.
    @usableFromInline let next: UnsafeMutablePointer<Int>

    @inlinable
    init(row: SQLRow<SQLRecordColumn<Record>>, literals: [StaticString], next: UnsafeMutablePointer<Int>) {
        self.row = row
        self.literals = literals
        self.next = next
    }

    /// The position of `column` in the row.
    ///
    /// - Throws: ``SQLColumnError`` when the statement yields no such column, a mistake in the
    ///   code met the first time it runs.
    @inlinable @inline(__always)
    func position(_ column: StaticString) throws(SQLColumnError) -> Int32 {
        var index = next.pointee
        if index >= literals.count || !Self.isSame(literals[index], column) {
            index = try Self.index(of: column, in: literals)
        }
        next.pointee = index + 1
        let position = row.positions[index]
        guard position >= 0 else { throw SQLColumnError(column: column.description) }
        return position
    }

    /// One literal: a name's text has a pointer unless it is one character.
    @inlinable
    static func isSame(_ listed: StaticString, _ column: StaticString) -> Bool {
        listed.hasPointerRepresentation && column.hasPointerRepresentation && listed.utf8Start == column.utf8Start
    }

    @usableFromInline
    static func index(of column: StaticString, in literals: [StaticString]) throws(SQLColumnError) -> Int {
        let name = column.description
        guard let index = literals.firstIndex(where: { $0.description == name }) else { throw SQLColumnError(column: name) }
        return index
    }

    @inlinable
    public func integer(_ column: StaticString) throws -> Int {
        row.cursor.integer(at: try position(column))
    }

    @inlinable
    public func optionalInteger(_ column: StaticString) throws -> Int? {
        let position = try position(column)
        return row.cursor.isNull(at: position) ? nil : row.cursor.integer(at: position)
    }

    @inlinable
    public func text(_ column: StaticString) throws -> String {
        row.cursor.text(at: try position(column))
    }

    @inlinable
    public func optionalText(_ column: StaticString) throws -> String? {
        let position = try position(column)
        return row.cursor.isNull(at: position) ? nil : row.cursor.text(at: position)
    }

    @inlinable
    public func boolean(_ column: StaticString) throws -> Bool {
        row.cursor.boolean(at: try position(column))
    }

    @inlinable
    public func bytes(_ column: StaticString) throws -> [UInt8] {
        row.cursor.bytes(at: try position(column))
    }
}
