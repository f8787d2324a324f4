/// Base64url (RFC 4648 §5) without padding: the encoding of tokens, tags and keys that travel
/// in cookies, form fields and URLs, which need no escaping there.
///
/// ```swift
/// let text = Base64URL.encode([0xfb, 0xff])   // "-_8"
/// let bytes = Base64URL.decode(text)          // [0xfb, 0xff]
/// Base64URL.decode("-_8=")                    // nil: padding is refused
/// ```
public enum Base64URL {
    /// The number of characters the encoding of `byteCount` bytes has (43 for 32 bytes).
    public static func encodedCount(forByteCount byteCount: Int) -> Int {
        precondition(byteCount >= 0, "A byte count cannot be negative")
        return Base64URLCodec.encodedCount(forByteCount: byteCount)
    }

    /// Encodes bytes with the url alphabet (`-` and `_`) and no padding.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        withContiguousBytes(of: bytes) { encode($0) }
    }

    /// Encodes the bytes in a buffer with the url alphabet (`-` and `_`) and no padding.
    public static func encode(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: Base64URLCodec.encodedCount(forByteCount: bytes.count)) { output in
            Base64URLCodec.encode(bytes, into: output)
        }
    }

    /// Decodes unpadded base64url text strictly.
    ///
    /// - Returns: the bytes, or `nil` when `text` is not exactly what `encode`
    ///   produces for some bytes: any character outside `A–Z a–z 0–9 - _` (so `+`, `/`, `=` and
    ///   whitespace are refused), a length of one more than a multiple of four, or non-zero bits
    ///   after the last whole byte. Every byte string therefore has exactly one accepted text.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        withContiguousBytes(of: text.utf8) { text -> [UInt8]? in
            guard let byteCount = Base64URLCodec.decodedCount(forCharacterCount: text.count) else { return nil }
            var isCanonical = false
            let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { output, initializedCount in
                isCanonical = Base64URLCodec.decode(text, into: UnsafeMutableRawBufferPointer(output)) != nil
                initializedCount = isCanonical ? byteCount : 0
            }
            return isCanonical ? bytes : nil
        }
    }
}

extension Base64URL {
    /// Encodes `bytes` into `output`, which must hold ``encodedCount(forByteCount:)``
    /// characters; returns how many it wrote. For callers that assemble a token around the
    /// encoding without an intermediate string.
    @discardableResult
    public static func encode(_ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(output.count >= Base64URLCodec.encodedCount(forByteCount: bytes.count), "Output buffer too small")
        return Base64URLCodec.encode(bytes, into: output)
    }
}
