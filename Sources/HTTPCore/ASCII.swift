/// Byte-level helpers for the ASCII parts of HTTP, so parsers never walk grapheme clusters.
enum ASCII {
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    /// A `tchar` of RFC 9110 §5.6.2: the characters a token (header name, cookie name) may
    /// hold: digits, letters and ``tokenSymbols``.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        inSet(byte, low: tokenCharactersLow, high: tokenCharactersHigh)
    }

    static let tokenSymbols = "!#$%&'*+-.^_`|~"

    /// The token characters as bits, one per byte value below 128 (checked against their
    /// definition by the tests): a test per byte instead of a chain of comparisons.
    static let tokenCharactersLow: UInt64 = 0x03FF_6CFA_0000_0000
    static let tokenCharactersHigh: UInt64 = 0x57FF_FFFF_C7FF_FFFE

    /// Whether bit `byte` of the 128-bit set `high:low` is set.
    @inline(__always)
    static func inSet(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        if byte < 64 { return (low >> UInt64(byte)) & 1 == 1 }
        if byte < 128 { return (high >> UInt64(byte - 64)) & 1 == 1 }
        return false
    }

    static func isToken(_ string: String) -> Bool {
        HTTPHeaders.withBytes(of: string) { !$0.isEmpty && $0.allSatisfy(isTokenCharacter) }
    }

    /// `bytes` as a string if they are valid UTF-8, else `nil`.
    ///
    /// What requests carry is mostly ASCII: that is checked by a plain loop and decoded
    /// directly. Only text with other bytes goes through the standard library's
    /// `String(validating:as:)`, which is generic and looks its types up at run time on every
    /// call.
    static func validatedUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        for byte in bytes where byte >= 0x80 {
            return String(validating: bytes, as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` without the spaces and tabs at either end.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}

extension ASCII {
    /// Whether `bytes` spell `lowercased` in any ASCII case: header and parameter names.
    static func equalsIgnoringCase(_ bytes: some Collection<UInt8>, _ lowercased: String) -> Bool {
        bytes.count == lowercased.utf8.count && zip(bytes, lowercased.utf8).allSatisfy { ASCII.lowercased($0) == $1 }
    }
}
