internal import CLibPQ

/// One row of a result, read by column position. Results come in binary format: integers as
/// big-endian two's complement of their column's width, booleans as one byte, text and `bytea`
/// as their bytes.
struct PostgresColumns {
    let library: sk_pq_library
    let result: OpaquePointer
    let row: CInt

    func isNull(_ column: CInt) -> Bool {
        library.get_is_null(result, row, column) != 0
    }

    /// An integer column of any width (`smallint`, `integer`, `bigint`); 0 for NULL.
    func integer(_ column: CInt) -> Int {
        let length = Int(library.get_length(result, row, column))
        guard let value = library.get_value(result, row, column), length > 0, length <= 8 else { return 0 }
        var number: UInt64 = 0
        for index in 0..<length {
            number = number << 8 | UInt64(UInt8(bitPattern: value[index]))
        }
        // Sign-extend from the column's width.
        let unused = UInt64(8 - length) * 8
        return Int(Int64(bitPattern: number << unused) >> Int64(unused))
    }

    func optionalInteger(_ column: CInt) -> Int? {
        isNull(column) ? nil : integer(column)
    }

    func boolean(_ column: CInt) -> Bool {
        guard library.get_length(result, row, column) == 1, let value = library.get_value(result, row, column) else { return false }
        return value[0] != 0
    }

    func text(_ column: CInt) -> String {
        let length = Int(library.get_length(result, row, column))
        guard let value = library.get_value(result, row, column), length > 0 else { return "" }
        return value.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }

    func optionalText(_ column: CInt) -> String? {
        isNull(column) ? nil : text(column)
    }

    func bytes(_ column: CInt) -> [UInt8] {
        let length = Int(library.get_length(result, row, column))
        guard let value = library.get_value(result, row, column), length > 0 else { return [] }
        return value.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            Array(UnsafeBufferPointer(start: bytes, count: length))
        }
    }
}
