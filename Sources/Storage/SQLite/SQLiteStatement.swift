internal import CSQLite
internal import Repositories

/// A statement prepared once on a connection, kept for the connection's life, and the cursor
/// over the row it stands on. The positions of the columns a repository reads by name are
/// worked out at its first run and kept with it.
final class SQLiteStatement: SQLCursor {
    let handle: OpaquePointer
    private let columnNames: [String]
    private var positionsType: ObjectIdentifier?
    private var positions: [Int32] = []

    init(_ handle: OpaquePointer) {
        self.handle = handle
        columnNames = (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Where each of `Column`'s columns is in this statement's rows.
    @inline(__always)
    func positions<Column: SQLColumn>(for _: Column.Type) -> [Int32] {
        let type = ObjectIdentifier(Column.self)
        if positionsType != type {
            positions = Column.positions(among: columnNames)
            positionsType = type
        }
        return positions
    }

    func isNull(at position: Int32) -> Bool {
        sqlite3_column_type(handle, position) == SQLITE_NULL
    }

    func integer(at position: Int32) -> Int {
        Int(truncatingIfNeeded: sqlite3_column_int64(handle, position))
    }

    /// The text's bytes with the length SQLite reports, so a NUL inside the text is kept.
    func text(at position: Int32) -> String {
        // `sqlite3_column_text` first: it may convert the value, which changes its byte count.
        guard let bytes = sqlite3_column_text(handle, position) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, position))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func boolean(at position: Int32) -> Bool {
        sqlite3_column_int64(handle, position) != 0
    }

    func bytes(at position: Int32) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(handle, position) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, position))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
