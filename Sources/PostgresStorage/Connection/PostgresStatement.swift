internal import CLibPQ
internal import Repositories

/// A statement prepared once on a connection under a name of its own, and where the columns a
/// repository reads by name are in its rows, worked out from its first result and kept.
final class PostgresStatement {
    let name: String
    private var columnNames: [String]?
    private var positionsType: ObjectIdentifier?
    private var positions: [Int32] = []

    init(name: String) {
        self.name = name
    }

    /// Where each of `Column`'s columns is in `result`'s rows, this statement's.
    @inline(__always)
    func positions<Column: SQLColumn>(for _: Column.Type, in result: OpaquePointer, library: sk_pq_library) -> [Int32] {
        let type = ObjectIdentifier(Column.self)
        if positionsType != type {
            let names = columnNames ?? (0..<library.nfields(result)).map { library.fname(result, $0).map { String(cString: $0) } ?? "" }
            columnNames = names
            positions = Column.positions(among: names)
            positionsType = type
        }
        return positions
    }
}

/// Reads one row of a result. Results come in binary format: integers as big-endian two's
/// complement of their column's width, booleans as one byte, text and `bytea` as their bytes.
/// One per connection, moved from row to row.
final class PostgresCursor: SQLCursor {
    let library: sk_pq_library
    var result: OpaquePointer?
    var row: CInt = 0

    init(library: sk_pq_library) {
        self.library = library
    }

    func isNull(at position: Int32) -> Bool {
        library.get_is_null(result, row, position) != 0
    }

    /// An integer column of any width (`smallint`, `integer`, `bigint`); 0 for NULL.
    func integer(at position: Int32) -> Int {
        let length = Int(library.get_length(result, row, position))
        guard let value = library.get_value(result, row, position), length > 0, length <= 8 else { return 0 }
        var number: UInt64 = 0
        for index in 0..<length {
            number = number << 8 | UInt64(UInt8(bitPattern: value[index]))
        }
        // Sign-extend from the column's width.
        let unused = UInt64(8 - length) * 8
        return Int(Int64(bitPattern: number << unused) >> Int64(unused))
    }

    func text(at position: Int32) -> String {
        let length = Int(library.get_length(result, row, position))
        guard let value = library.get_value(result, row, position), length > 0 else { return "" }
        return value.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }

    func boolean(at position: Int32) -> Bool {
        guard library.get_length(result, row, position) == 1, let value = library.get_value(result, row, position) else { return false }
        return value[0] != 0
    }

    func bytes(at position: Int32) -> [UInt8] {
        let length = Int(library.get_length(result, row, position))
        guard let value = library.get_value(result, row, position), length > 0 else { return [] }
        return value.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            Array(UnsafeBufferPointer(start: bytes, count: length))
        }
    }
}
