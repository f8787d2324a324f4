import HTTPCore
import Testing

struct PercentDecodingTests {
    private func decode(_ text: String, plusAsSpace: Bool = false) throws(DecodingError) -> String {
        try PercentDecoding.decode(Array(text.utf8), plusAsSpace: plusAsSpace, context: "test")
    }

    // MARK: - Valid input

    @Test(arguments: [
        ("", ""),
        ("plain", "plain"),
        ("a%20b", "a b"),
        ("%41%42%43", "ABC"),
        ("%2f", "/"),
        ("%2F", "/"),
        ("%3a%3A", "::"),
        ("%4a%4A", "JJ"),
        ("%25", "%"),
        ("%2525", "%25"),
        ("100%25%20sure", "100% sure"),
        ("%7E%7e", "~~"),
        ("%3D%26", "=&"),
        ("a%2Bb", "a+b"),
        ("%09", "\t"),
        ("line%0D%0Anext", "line\r\nnext"), // a textarea's line break is text, not an error
    ])
    func decodesEscapes(input: String, expected: String) throws {
        #expect(try decode(input) == expected)
        #expect(try decode(input, plusAsSpace: true) == expected)
    }

    @Test(arguments: [
        ("%C3%A9", "é"),
        ("%c3%a9", "é"),
        ("%C3%a9", "é"),
        ("caf%C3%A9", "café"),
        ("%E2%82%AC", "€"),
        ("%F0%9F%98%80", "😀"),
        ("%E6%97%A5%E6%9C%AC", "日本"),
        ("%EF%BF%BD", "\u{FFFD}"),
        ("%F4%8F%BF%BF", "\u{10FFFF}"),
    ])
    func decodesMultiByteUTF8(input: String, expected: String) throws {
        #expect(try decode(input) == expected)
    }

    @Test func rawUTF8PassesThrough() throws {
        #expect(try decode("café") == "café")
        #expect(try decode("日本%20語") == "日本 語")
    }

    // MARK: - Plus

    @Test(arguments: [
        ("a+b", "a b", "a+b"),
        ("+", " ", "+"),
        ("++", "  ", "++"),
        ("a+%2B+b", "a + b", "a+++b"),
        ("%2B", "+", "+"),
        ("+%20+", "   ", "+ +"),
    ])
    func plus(input: String, withPlusAsSpace: String, withoutPlusAsSpace: String) throws {
        #expect(try decode(input, plusAsSpace: true) == withPlusAsSpace)
        #expect(try decode(input, plusAsSpace: false) == withoutPlusAsSpace)
    }

    // MARK: - Rejected input

    @Test(arguments: [
        "%",
        "%2",
        "%zz",
        "%G1",
        "%1G",
        "%g1",
        "abc%",
        "abc%4",
        "% 1",
        "%%",
        "%%41",
        "%-1",
        "%+1",
        "%0x",
        "ok%20then%",
        "%٣٣",
    ])
    func rejectsMalformedEscapes(input: String) {
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "test")) {
            try decode(input)
        }
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "test")) {
            try decode(input, plusAsSpace: true)
        }
    }

    @Test(arguments: [
        "%C3",              // truncated two-byte sequence
        "%C3%28",           // bad continuation byte
        "%E2%82",           // truncated three-byte sequence
        "%F0%9F%98",        // truncated four-byte sequence
        "%FF",              // never valid in UTF-8
        "%FE",
        "%80",              // lone continuation byte
        "%BF",
        "%C0%AF",           // overlong "/"
        "%C1%BF",           // overlong
        "%E0%80%AF",        // overlong "/" in three bytes
        "%F0%80%80%AF",     // overlong "/" in four bytes
        "%ED%A0%80",        // UTF-16 high surrogate U+D800
        "%ED%BF%BF",        // UTF-16 low surrogate U+DFFF
        "%F4%90%80%80",     // beyond U+10FFFF
        "%F5%80%80%80",
        "a%C3",
        "%C3a",
    ])
    func rejectsInvalidUTF8(input: String) {
        #expect(throws: DecodingError(.invalidUTF8, in: "test")) {
            try decode(input)
        }
    }

    @Test(arguments: ["%00", "a%00", "%00b", "a%00b", "%C3%A9%00"])
    func rejectsEscapedNUL(input: String) {
        #expect(throws: DecodingError(.controlCharacter, in: "test")) {
            try decode(input)
        }
    }

    @Test func rejectsRawNULAndRawInvalidBytes() {
        // The fast path (nothing to decode) must validate as strictly as the slow one.
        #expect(throws: DecodingError(.controlCharacter, in: "raw")) {
            try PercentDecoding.decode([0x61, 0x00, 0x62], plusAsSpace: false, context: "raw")
        }
        #expect(throws: DecodingError(.invalidUTF8, in: "raw")) {
            try PercentDecoding.decode([0x61, 0xFF], plusAsSpace: false, context: "raw")
        }
        #expect(throws: DecodingError(.invalidUTF8, in: "raw")) {
            try PercentDecoding.decode([0xC0, 0xAF], plusAsSpace: false, context: "raw")
        }
        // Same checks once the slow path is taken.
        #expect(throws: DecodingError(.controlCharacter, in: "raw")) {
            try PercentDecoding.decode([0x25, 0x34, 0x31, 0x00], plusAsSpace: false, context: "raw")
        }
        #expect(throws: DecodingError(.invalidUTF8, in: "raw")) {
            try PercentDecoding.decode([0x2B, 0xFF], plusAsSpace: true, context: "raw")
        }
    }

    @Test func errorCarriesContext() {
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "cookie jar")) {
            try PercentDecoding.decode(Array("%zz".utf8), plusAsSpace: false, context: "cookie jar")
        }
    }

    // MARK: - Collections that do not start at index 0

    @Test func decodesSlices() throws {
        let bytes = Array("xx%C3%A9+%41yy".utf8)
        let slice = bytes[2..<(bytes.count - 2)]
        #expect(try PercentDecoding.decode(slice, plusAsSpace: true, context: "slice") == "é A")
        #expect(try PercentDecoding.decode(slice, plusAsSpace: false, context: "slice") == "é+A")

        let text = "--a%20b--"
        let utf8 = text.utf8
        let sub = utf8[utf8.index(utf8.startIndex, offsetBy: 2)..<utf8.index(utf8.endIndex, offsetBy: -2)]
        #expect(try PercentDecoding.decode(sub, plusAsSpace: false, context: "slice") == "a b")
    }

    @Test func escapeCutAtTheEndOfASliceIsMalformed() {
        // The bytes after the slice ("41") must not be read to complete the escape.
        let bytes = Array("a%41".utf8)
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "slice")) {
            try PercentDecoding.decode(bytes[0..<2], plusAsSpace: false, context: "slice")
        }
        #expect(throws: DecodingError(.malformedPercentEncoding, in: "slice")) {
            try PercentDecoding.decode(bytes[0..<3], plusAsSpace: false, context: "slice")
        }
    }
}
