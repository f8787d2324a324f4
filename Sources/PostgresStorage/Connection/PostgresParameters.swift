/// A statement's parameter values, laid out for `PQexecPrepared`: every value's bytes in one
/// buffer, text values NUL-terminated (libpq reads them as C strings), `bytea` in binary format
/// with its length, NULL as no value at all.
struct PostgresParameters {
    private var bytes: [UInt8] = []
    /// Where each value starts in `bytes` and how long it is; `nil` for NULL.
    private var spans: [(offset: Int, length: Int)?] = []
    private var formats: [CInt] = []

    init() {
        // One byte no value uses, so the buffer always has an address, even when every value
        // is empty.
        bytes.reserveCapacity(128)
        bytes.append(0)
    }

    mutating func appendInteger(_ value: Int) {
        // Decimal text, which the server converts to the column's type. Ids and times have
        // fewer than 16 digits, which Swift keeps inline, without a heap allocation.
        appendText(String(value))
    }

    mutating func appendText(_ value: String) {
        let offset = bytes.count
        bytes.append(contentsOf: value.utf8)
        bytes.append(0)
        spans.append((offset, bytes.count - offset - 1))
        formats.append(0)
    }

    mutating func appendBinary(_ value: [UInt8]) {
        let offset = bytes.count
        bytes.append(contentsOf: value)
        spans.append((offset, value.count))
        formats.append(1)
    }

    mutating func appendNull() {
        spans.append(nil)
        formats.append(0)
    }

    /// Calls `body` with the count and the values', lengths' and formats' arrays as libpq wants
    /// them; the pointers are valid only inside `body`.
    func withArrays<Result>(
        _ body: (CInt, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<CInt>?, UnsafePointer<CInt>?) -> Result
    ) -> Result {
        let lengths = spans.map { CInt($0?.length ?? 0) }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress.map { UnsafeRawPointer($0) }
            let values: [UnsafePointer<CChar>?] = spans.map { span in
                guard let span, let base else { return nil }
                return (base + span.offset).assumingMemoryBound(to: CChar.self)
            }
            return values.withUnsafeBufferPointer { values in
                lengths.withUnsafeBufferPointer { lengths in
                    formats.withUnsafeBufferPointer { formats in
                        body(CInt(spans.count), values.baseAddress, lengths.baseAddress, formats.baseAddress)
                    }
                }
            }
        }
    }
}
