internal import CSQLite

/// Sets a prepared statement's `?` parameters, numbered from 1.
struct StatementBindings {
    let statement: OpaquePointer
    let connection: OpaquePointer

    /// `SQLITE_TRANSIENT`, which Swift does not import (the C macro casts -1 to a function
    /// pointer): it tells SQLite to copy the bytes, which Swift only lends for the call.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    func bind(_ value: Int, at index: CInt) throws(SQLiteError) {
        try check(sqlite3_bind_int64(statement, index, sqlite3_int64(value)))
    }

    /// Binds `value`'s UTF-8 bytes with their length, so a NUL inside the text is kept.
    func bind(_ value: String, at index: CInt) throws(SQLiteError) {
        var text = value
        let code = text.withUTF8 { bytes -> CInt? in
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                // A nil pointer would bind NULL instead of the empty text.
                return sqlite3_bind_text(statement, index, "", 0, Self.transient)
            }
            guard let length = CInt(exactly: bytes.count) else { return nil }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                sqlite3_bind_text(statement, index, characters, length, Self.transient)
            }
        }
        guard let code else {
            throw SQLiteError(.tooBig, message: "A text argument of \(value.utf8.count) bytes is too long to bind")
        }
        try check(code)
    }

    /// Binds `value` as a blob, copied; an empty one binds as an empty blob, not NULL.
    func bind(_ value: [UInt8], at index: CInt) throws(SQLiteError) {
        guard let length = CInt(exactly: value.count) else {
            throw SQLiteError(.tooBig, message: "A blob argument of \(value.count) bytes is too long to bind")
        }
        let code = value.withUnsafeBytes { bytes in
            sqlite3_bind_blob(statement, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), length, Self.transient)
        }
        try check(code)
    }

    /// Binds NULL.
    func bindNull(at index: CInt) throws(SQLiteError) {
        try check(sqlite3_bind_null(statement, index))
    }

    private func check(_ code: CInt) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw SQLiteError(resultCode: code, connection: connection) }
    }
}
