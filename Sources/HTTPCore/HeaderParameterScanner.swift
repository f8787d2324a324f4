/// A cursor over a header value of the form `type; name=value; name="quoted value"` (RFC 9110
/// §5.6.6), shared by `Content-Type` and a multipart part's `Content-Disposition`. It yields raw
/// bytes, so each caller checks UTF-8 once, in its own terms.
struct HeaderParameterScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    mutating func skipWhitespace() {
        while let byte = peek, ASCII.isWhitespace(byte) { index += 1 }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    mutating func token() -> [UInt8]? {
        let start = index
        while let byte = peek, ASCII.isTokenCharacter(byte) { index += 1 }
        return index > start ? Array(bytes[start..<index]) : nil
    }

    /// A parameter's value: a token, or a quoted string.
    mutating func value() -> [UInt8]? {
        peek == UInt8(ascii: "\"") ? quotedString() : token()
    }

    /// The content of a quoted string with `\`-escapes resolved; `nil` when it is unterminated.
    /// Control characters are kept for the caller to refuse in its own terms.
    mutating func quotedString() -> [UInt8]? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        var result: [UInt8] = []
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return result
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { return nil }
                result.append(escaped)
                index += 1
            default:
                result.append(byte)
            }
        }
        return nil
    }

    /// Moves past the `;` that starts the next parameter and any empty elements before it
    /// (`a; ; b`, a trailing `;`). Returns `false` at the end, `nil` when the next byte is not `;`.
    mutating func nextParameter() -> Bool? {
        skipWhitespace()
        while !isAtEnd {
            guard consume(UInt8(ascii: ";")) else { return nil }
            skipWhitespace()
            if !isAtEnd && peek != UInt8(ascii: ";") { return true }
        }
        return false
    }
}
