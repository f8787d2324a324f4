extension HTMLBuffer {
    /// Appends `string` escaped for `context`, reading its UTF-8 bytes once.
    ///
    /// Runs of bytes that need no escaping are copied in one append, so text without markup
    /// characters costs a single copy. Control characters that HTML forbids (C0 except tab,
    /// line feed, form feed and carriage return; DEL; C1) become U+FFFD, so stored data can
    /// never make a page invalid. Multi-byte UTF-8 passes through untouched.
    @usableFromInline
    mutating func writeEscaped(_ string: String, context: EscapingContext) {
        let inAttribute = context == .attributeValue
        // Native and small strings lend their bytes in place; only a foreign string is copied.
        if let done: Void = string.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, inAttribute: inAttribute) }) {
            return done
        }
        var string = string
        string.withUTF8 { writeEscaped($0, inAttribute: inAttribute) }
    }

    @usableFromInline
    mutating func writeEscaped(_ source: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        let end = source.count
        var runStart = 0
        var index = 0
        while index < end {
            let byte = source[index]
            if Self.isLiteral(byte, inAttribute: inAttribute) {
                index += 1
                continue
            }
            let replacement: StaticString
            var width = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case 0xC2:
                // The lead byte of U+0080…U+00BF: only the C1 controls among them are replaced.
                guard index + 1 < end, source[index + 1] <= 0x9F else {
                    index += 1
                    continue
                }
                replacement = "\u{FFFD}"
                width = 2
            default:
                replacement = "\u{FFFD}"
            }
            if index > runStart {
                append(UnsafeBufferPointer(rebasing: source[runStart..<index]))
            }
            write(replacement)
            index += width
            runStart = index
        }
        if end > runStart {
            append(UnsafeBufferPointer(rebasing: source[runStart..<end]))
        }
    }

    /// Whether `byte` may be copied as it is. Letters, digits and every byte of multi-byte
    /// UTF-8 except 0xC2 sit at or above 0x40, so the common case is one comparison.
    @inline(__always)
    static func isLiteral(_ byte: UInt8, inAttribute: Bool) -> Bool {
        if byte >= 0x40 {
            return byte != 0x7F && byte != 0xC2
        }
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            return false
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return !inAttribute
        case 0x09, 0x0A, 0x0C, 0x0D:
            return true
        case 0x00...0x1F:
            return false
        default:
            return true
        }
    }
}

/// Where escaped text lands, which decides the bytes that may not appear as they are.
@usableFromInline
enum EscapingContext: Sendable {
    /// Between tags: `&`, `<` and `>` are replaced.
    case text
    /// Inside a double-quoted attribute value: both quotes are replaced too, so a value can
    /// never close its attribute, whatever quote a later change picks.
    case attributeValue
}
