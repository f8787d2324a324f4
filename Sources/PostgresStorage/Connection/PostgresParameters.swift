/// A statement's parameter values, laid out for `PQexecPrepared`: every value's bytes in one
/// buffer, text values NUL-terminated (libpq reads them as C strings), `bytea` in binary format
/// with its length, NULL as no value at all.
///
/// One per connection, emptied for each statement with its storage kept, so binding allocates
/// nothing once the buffers have grown to the connection's largest statement.
final class PostgresParameters {
    private var bytes: [UInt8] = []
    /// Where each value starts in `bytes` and how long it is; `nil` for NULL.
    private var spans: [(offset: Int, length: Int)?] = []
    private var formats: [CInt] = []
    private var lengths: [CInt] = []
    private var values: [UnsafePointer<CChar>?] = []

    init() {
        bytes.reserveCapacity(256)
        reset()
    }

    /// Empties the values, keeping the storage.
    func reset() {
        bytes.removeAll(keepingCapacity: true)
        // One byte no value uses, so the buffer always has an address, even when every value
        // is empty.
        bytes.append(0)
        spans.removeAll(keepingCapacity: true)
        formats.removeAll(keepingCapacity: true)
    }

    func append(_ value: SQLValueBinding) {
        switch value {
        case .text(let text): appendText(text)
        case .binary(let data): appendBinary(data)
        case .null:
            spans.append(nil)
            formats.append(0)
        }
    }

    private func appendText(_ value: String) {
        let offset = bytes.count
        bytes.append(contentsOf: value.utf8)
        bytes.append(0)
        spans.append((offset, bytes.count - offset - 1))
        formats.append(0)
    }

    private func appendBinary(_ value: [UInt8]) {
        let offset = bytes.count
        bytes.append(contentsOf: value)
        spans.append((offset, value.count))
        formats.append(1)
    }

    /// Calls `body` with the count and the values', lengths' and formats' arrays as libpq wants
    /// them; the pointers are valid only inside `body`.
    func withArrays<Result>(
        _ body: (CInt, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<CInt>?, UnsafePointer<CInt>?) -> Result
    ) -> Result {
        lengths.removeAll(keepingCapacity: true)
        for span in spans {
            lengths.append(CInt(span?.length ?? 0))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress.map { UnsafeRawPointer($0) }
            values.removeAll(keepingCapacity: true)
            for span in spans {
                values.append(span.flatMap { span in base.map { ($0 + span.offset).assumingMemoryBound(to: CChar.self) } })
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

/// How one argument goes to the server.
enum SQLValueBinding {
    /// Text the server converts to the parameter's type: numbers in decimal (an id or a time
    /// has fewer than 16 digits, which Swift keeps inline, without a heap allocation), booleans
    /// as `t` and `f`.
    case text(String)
    /// A `bytea`'s bytes.
    case binary([UInt8])
    case null
}
