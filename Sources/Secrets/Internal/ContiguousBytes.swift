/// Lends the bytes of a sequence as one contiguous buffer: in place when the sequence already
/// stores them contiguously (arrays, slices, native strings' UTF-8), through a copy otherwise.
@inline(__always)
func withContiguousBytes<Result>(
    of bytes: some Sequence<UInt8>,
    _ body: (UnsafeRawBufferPointer) -> Result
) -> Result {
    if let result = bytes.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    return Array(bytes).withUnsafeBytes(body)
}

extension UnsafeRawBufferPointer {
    /// The start of the buffer as C's `const unsigned char *`; `nil` for an empty buffer.
    var unsignedCharPointer: UnsafePointer<UInt8>? {
        baseAddress?.assumingMemoryBound(to: UInt8.self)
    }

    /// The length as C's `unsigned long long`.
    var cLength: UInt64 {
        UInt64(count)
    }
}

extension UnsafeMutableRawBufferPointer {
    /// The start of the buffer as C's `unsigned char *`; `nil` for an empty buffer.
    var unsignedCharPointer: UnsafeMutablePointer<UInt8>? {
        baseAddress?.assumingMemoryBound(to: UInt8.self)
    }
}
