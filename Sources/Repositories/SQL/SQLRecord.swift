public import Domain

/// A record (``StoredRecord``) this layer reads from a statement's rows: its `SELECT` list is
/// ``SQLRecordColumns/list``, worked out from the record's own initializer.
///
/// ```swift
/// extension User: SQLRecord {
///     public static let columns = SQLRecordColumns(of: User.self)
/// }
/// try connection.first("SELECT \(User.columns.list) FROM users WHERE id = ?", id, columns: User.Column.self, decode: User.init)
/// ```
///
/// `decode: User.init` names the concrete record where the read is written, which is what lets
/// the compiler specialize the record's `init(row:)` for the store's row.
public protocol SQLRecord: StoredRecord {
    /// The record's columns: worked out once, so a conformance keeps them in a stored
    /// `static let`.
    static var columns: SQLRecordColumns<Self> { get }
}

extension SQLRecord {
    /// The record's columns as a statement's rows are read by (``SQLColumn``).
    public typealias Column = SQLRecordColumn<Self>
}

/// A record's columns, in the order its initializer reads them.
public final class SQLRecordColumns<Record: SQLRecord>: Sendable {
    /// The names as the initializer spells them, each its literal's own storage.
    @usableFromInline let literals: [StaticString]
    let names: [String]
    /// Every column's name, comma-separated, for a `SELECT` list.
    public let list: String

    public init(of _: Record.Type) {
        literals = SQLRecordColumnNames.of(Record.self)
        names = literals.map { $0.description }
        list = names.joined(separator: ", ")
    }

    /// The column `name`, for an API that takes one column (a page's key).
    public func column(_ name: String) throws(SQLColumnError) -> SQLRecordColumn<Record> {
        guard let index = names.firstIndex(of: name) else { throw SQLColumnError(column: name) }
        return SQLRecordColumn(index: index)
    }
}

/// A record's column by its place among the record's columns: what lets a store keep a
/// record's positions per statement as it keeps an enum's.
public struct SQLRecordColumn<Record: SQLRecord>: SQLColumn {
    public let rawValue: Int

    public init?(rawValue: Int) {
        guard Record.columns.names.indices.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    init(index: Int) {
        rawValue = index
    }

    public static var allCases: [Self] {
        Record.columns.names.indices.map { Self(index: $0) }
    }

    public var name: String { Record.columns.names[rawValue] }
}

extension SQLRecord {
    /// Reads the row through the record's `init(row:)`.
    @inlinable
    public init(_ row: SQLRow<SQLRecordColumn<Self>>) throws {
        var next = 0
        self = try withUnsafeMutablePointer(to: &next) { next in
            try Self(row: SQLRecordRow(row: row, literals: Self.columns.literals, next: next))
        }
    }
}
