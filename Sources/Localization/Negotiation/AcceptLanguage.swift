/// Chooses the language for a visitor from their `Accept-Language` header (RFC 9110 §12.5.4):
/// the supported language of the highest quality value, the earlier range on a tie.
///
/// A range names a supported language by its primary subtag, so `pt-PT` and `pt` choose
/// Brazilian Portuguese and `en-GB` English: a reader of either Portuguese prefers it to
/// English. `q=0` refuses a language; `*` and unsupported languages choose nothing.
///
/// The header comes from the client: the parser reads its bytes once, keeps no state but a
/// few integers, looks at no more than ``maximumRanges`` ranges, and treats anything
/// malformed (a bad quality value, a tag too long or with odd bytes) as a range that names
/// nothing, never as an error.
public enum AcceptLanguage {
    /// Ranges looked at; a header that lists more (no browser sends a dozen) is cut there.
    public static let maximumRanges = 16

    /// The language the header prefers, or `nil` when it names none the app speaks.
    public static func preferredLanguage(_ header: String) -> Language? {
        var header = header
        return header.withUTF8 { preferredLanguage(bytes: $0) }
    }

    /// The language the header's bytes prefer, or `nil`.
    public static func preferredLanguage(bytes: UnsafeBufferPointer<UInt8>) -> Language? {
        var best: Language?
        var bestQuality = 0
        var rangeStart = 0
        var ranges = 0
        while rangeStart < bytes.count, ranges < maximumRanges {
            var rangeEnd = rangeStart
            while rangeEnd < bytes.count, bytes[rangeEnd] != UInt8(ascii: ",") { rangeEnd += 1 }
            if let (language, quality) = parseRange(bytes, from: rangeStart, to: rangeEnd), quality > bestQuality {
                best = language
                bestQuality = quality
            }
            ranges += 1
            rangeStart = rangeEnd + 1
        }
        return best
    }

    /// One `range[;q=value]` element: the supported language it names and its quality in
    /// thousandths, or `nil` for an element that names none or does not parse.
    private static func parseRange(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (Language, Int)? {
        var index = start
        while index < end, ASCII.isSpace(bytes[index]) { index += 1 }
        let tagStart = index
        while index < end, bytes[index] != UInt8(ascii: ";"), !ASCII.isSpace(bytes[index]) { index += 1 }
        let tagEnd = index
        guard let language = language(bytes, from: tagStart, to: tagEnd) else { return nil }
        var quality = 1_000
        // Parameters: only `q` means anything; a range with a malformed one is dropped.
        while index < end {
            while index < end, ASCII.isSpace(bytes[index]) { index += 1 }
            if index == end { break }
            guard bytes[index] == UInt8(ascii: ";") else { return nil }
            index += 1
            while index < end, ASCII.isSpace(bytes[index]) { index += 1 }
            let parameterStart = index
            while index < end, bytes[index] != UInt8(ascii: ";"), !ASCII.isSpace(bytes[index]) { index += 1 }
            guard index - parameterStart >= 2,
                ASCII.lowercased(bytes[parameterStart]) == UInt8(ascii: "q"),
                bytes[parameterStart + 1] == UInt8(ascii: "="),
                let value = qualityValue(bytes, from: parameterStart + 2, to: index)
            else { return nil }
            quality = value
        }
        return (language, quality)
    }

    /// The supported language whose primary subtag the tag starts with; a tag is letters,
    /// digits and hyphens in subtags of 1 to 8.
    private static func language(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Language? {
        var primaryEnd = start
        while primaryEnd < end, ASCII.isLetter(bytes[primaryEnd]) { primaryEnd += 1 }
        let primaryLength = primaryEnd - start
        guard primaryLength >= 1, primaryLength <= 8 else { return nil }
        var subtagLength = 0
        for index in primaryEnd..<end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-") {
                guard index == primaryEnd || subtagLength > 0 else { return nil }
                subtagLength = 0
            } else if ASCII.isLetter(byte) || ASCII.isDigit(byte) {
                guard index > primaryEnd else { return nil }
                subtagLength += 1
                guard subtagLength <= 8 else { return nil }
            } else {
                return nil
            }
        }
        if primaryEnd < end, subtagLength == 0 { return nil }
        let primary = UnsafeBufferPointer(rebasing: bytes[start..<primaryEnd])
        return Language.allCases.first { language in
            let tag = language.tag.utf8
            let tagPrimary = tag.prefix { $0 != UInt8(ascii: "-") }
            return Language.equalIgnoringCase(tagPrimary, primary)
        }
    }

    /// `0`, `1`, `0.` to `0.999` or `1.` to `1.000`, in thousandths (RFC 9110's `qvalue`).
    private static func qualityValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, end - start <= 5 else { return nil }
        let whole = bytes[start]
        guard whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var value = Int(whole - UInt8(ascii: "0")) * 1_000
        guard end - start > 1 else { return value }
        guard bytes[start + 1] == UInt8(ascii: ".") else { return nil }
        var scale = 100
        for index in (start + 2)..<end {
            guard ASCII.isDigit(bytes[index]) else { return nil }
            value += Int(bytes[index] - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1_000 ? value : nil
    }
}
