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

    /// Scans 8 bytes at a time in one integer: a block where no byte needs a look (the common
    /// case for labels, class names, ids and tokens) costs a handful of arithmetic
    /// instructions; a block with one is walked byte by byte.
    @usableFromInline
    mutating func writeEscaped(_ source: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        guard let base = source.baseAddress else { return }
        let end = source.count
        var runStart = 0
        var index = 0
        while index < end {
            var blockEnd = end
            if end - index >= 8 {
                let block = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if !Self.mayNeedEscaping(block) {
                    index += 8
                    continue
                }
                blockEnd = index + 8
            }
            while index < blockEnd {
                escapeByte(in: source, at: &index, runStart: &runStart, inAttribute: inAttribute)
            }
        }
        if end > runStart {
            append(UnsafeBufferPointer(rebasing: source[runStart..<end]))
        }
    }

    /// Whether any of the 8 bytes in `block` may need escaping: a control character (tab and
    /// line breaks included: rare, so checked one by one), `"`, `&` or `'`, `<` or `>`, DEL,
    /// or 0xC2 (the lead byte of the C1 controls). The quotes are flagged in text too; a
    /// false alarm only costs the byte-by-byte walk of one block.
    ///
    /// Each test is the classic "has a zero byte" trick, `(v - 0x01…) & ~v & 0x80…`, on the
    /// block XORed with the byte looked for (or `v - 0x20…` for "below 0x20"); it is exact for
    /// whether any byte matches.
    @inline(__always)
    static func mayNeedEscaping(_ block: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 {
            (value &- ones) & ~value & highs
        }
        let below20 = (block &- ones &* 0x20) & ~block & highs
        let quote = hasZeroByte(block ^ (ones &* 0x22))
        let ampersandOrApostrophe = hasZeroByte((block | ones) ^ (ones &* 0x27))
        let angleBracket = hasZeroByte((block | (ones &* 0x02)) ^ (ones &* 0x3E))
        let delete = hasZeroByte(block ^ (ones &* 0x7F))
        let c1Lead = hasZeroByte(block ^ (ones &* 0xC2))
        return (below20 | quote | ampersandOrApostrophe | angleBracket | delete | c1Lead) != 0
    }

    /// Copies the byte at `index` as it is (leaving it in the current run) or ends the run
    /// and writes its replacement; moves `index` past what it consumed.
    @inline(__always)
    private mutating func escapeByte(
        in source: UnsafeBufferPointer<UInt8>, at index: inout Int, runStart: inout Int, inAttribute: Bool
    ) {
        let byte = source[index]
        if Self.isLiteral(byte, inAttribute: inAttribute) {
            index += 1
            return
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
            guard index + 1 < source.count, source[index + 1] <= 0x9F else {
                index += 1
                return
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
