/// Strict percent-decoding (RFC 3986 §2.1) into UTF-8 text.
///
/// Lenient decoders pass `%zz` through or replace bad bytes with U+FFFD, which lets two
/// different inputs mean the same thing; here both are refused.
public enum PercentDecoding {
    /// Decodes `bytes`, turning `+` into a space when `plusAsSpace` is set (form encoding).
    ///
    /// - Throws: ``DecodingError`` for a malformed escape, bytes that are not UTF-8 after
    ///   decoding, or a NUL byte.
    public static func decode(
        _ bytes: some Collection<UInt8>,
        plusAsSpace: Bool,
        context: String
    ) throws(DecodingError) -> String {
        let contiguous = Array(bytes)
        return try contiguous.withUnsafeBufferPointer { (buffer) throws(DecodingError) -> String in
            try decode(buffer, plusAsSpace: plusAsSpace, context: context)
        }
    }

    /// The request path's decoder: concrete over a buffer, so it is never run through
    /// unspecialized generic code.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>,
        plusAsSpace: Bool,
        context: String
    ) throws(DecodingError) -> String {
        var needsDecoding = false
        for byte in bytes where byte == UInt8(ascii: "%") || (byte == UInt8(ascii: "+") && plusAsSpace) {
            needsDecoding = true
            break
        }
        guard needsDecoding else { return try validated(bytes, context: context) }

        // Decoding only shrinks, so the output fits in a buffer of the input's size.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) {
            (output) throws(DecodingError) -> String in
            var written = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count,
                          let high = ASCII.hexValue(bytes[index + 1]),
                          let low = ASCII.hexValue(bytes[index + 2])
                    else { throw DecodingError(.malformedPercentEncoding, in: context) }
                    output[written] = high << 4 | low
                    index += 3
                } else {
                    output[written] = byte == UInt8(ascii: "+") && plusAsSpace ? UInt8(ascii: " ") : byte
                    index += 1
                }
                written += 1
            }
            return try validated(UnsafeBufferPointer(rebasing: output[..<written]), context: context)
        }
    }

    private static func validated(_ bytes: UnsafeBufferPointer<UInt8>, context: String) throws(DecodingError) -> String {
        for byte in bytes where byte == 0 {
            throw DecodingError(.controlCharacter, in: context)
        }
        guard let text = ASCII.validatedUTF8(bytes) else {
            throw DecodingError(.invalidUTF8, in: context)
        }
        return text
    }
}
