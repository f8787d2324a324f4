internal import CSQLite

/// The columns of the row a statement stands on, read by position.
///
/// Columns the schema declares `NOT NULL` never read as NULL; should one, it decodes as 0 or
/// "" rather than stopping the server.
struct StatementColumns {
    let statement: OpaquePointer

    @inline(__always)
    func integer(_ index: CInt) -> Int {
        Int(truncatingIfNeeded: sqlite3_column_int64(statement, index))
    }

    /// `nil` for NULL (an aggregate over no rows, for example).
    @inline(__always)
    func optionalInteger(_ index: CInt) -> Int? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : integer(index)
    }

    /// The text's bytes with the length SQLite reports, so a NUL inside the text is kept.
    @inline(__always)
    func text(_ index: CInt) -> String {
        // `sqlite3_column_text` first: it may convert the value, which changes its byte count.
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// `nil` for NULL.
    @inline(__always)
    func optionalText(_ index: CInt) -> String? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : text(index)
    }

    /// The blob's bytes, copied out of SQLite's buffer.
    func blob(_ index: CInt) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(statement, index) else { return [] }
        let count = Int(sqlite3_column_bytes(statement, index))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
