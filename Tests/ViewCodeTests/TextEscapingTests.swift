import Testing
import ViewCode

struct TextEscapingTests {
    @Test(arguments: HostileStrings.all)
    func textReadsBackAsTheSameTextAndNoMarkup(hostile: String) {
        let markup = Markup(P { hostile })
        #expect(markup.elements.map(\.name) == ["p"])
        #expect(markup.closingTags == ["p"])
        #expect(markup.text == hostile)
    }

    @Test(arguments: [
        ("<", "&lt;"),
        (">", "&gt;"),
        ("&", "&amp;"),
        ("a<b>c&d", "a&lt;b&gt;c&amp;d"),
        ("&amp;", "&amp;amp;"),
        ("</textarea><script>", "&lt;/textarea&gt;&lt;script&gt;"),
    ])
    func markupCharactersAreReplaced(input: String, expected: String) {
        #expect(Text(input).renderedString() == expected)
    }

    /// Quotes cannot end anything in text, so prose keeps them as typed.
    @Test func quotesInTextStayReadable() {
        #expect(Text(#"Ada's "bio""#).renderedString() == #"Ada's "bio""#)
    }

    @Test func javascriptURLInTextIsPlainText() {
        #expect(P("javascript:alert(1)").renderedString() == "<p>javascript:alert(1)</p>")
    }

    @Test(arguments: [
        "👩🏽‍💻",
        "café",
        "日本語のテキスト",
        "© ® ½ ¿ ÿ",
        "\u{A0}non-breaking\u{A0}",
        "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    ])
    func multiByteUTF8PassesThroughUnchanged(text: String) {
        #expect(Text(text).renderedBytes() == Array(text.utf8))
    }

    /// Controls HTML forbids become U+FFFD; the whitespace ones it allows stay.
    @Test(arguments: [
        ("a\u{0}b", "a\u{FFFD}b"),
        ("\u{1}\u{8}\u{B}\u{E}\u{1F}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("del\u{7F}", "del\u{FFFD}"),
        ("c1\u{80}\u{85}\u{9F}", "c1\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("tab\tlf\nff\u{C}cr\r", "tab\tlf\nff\u{C}cr\r"),
        ("\u{A0}\u{BF}", "\u{A0}\u{BF}"),
        ("<\u{0}script>", "&lt;\u{FFFD}script&gt;"),
    ])
    func forbiddenControlCharactersAreReplaced(input: String, expected: String) {
        #expect(Text(input).renderedString() == expected)
    }

    @Test func longTextWithOneSpecialCharacterIsCopiedAround() {
        let prefix = String(repeating: "a", count: 10_000)
        let suffix = String(repeating: "é", count: 10_000)
        #expect(Text(prefix + "<" + suffix).renderedString() == prefix + "&lt;" + suffix)
    }

    @Test func emptyTextRendersNothing() {
        #expect(Text("").renderedBytes().isEmpty)
    }

    /// Text is scanned in blocks of bytes; a character to replace at any offset, in any block,
    /// first or last, is found. The expected text comes from a plain character-by-character
    /// rule written here.
    @Test(arguments: ["<", ">", "&", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\t", "\n", "\"", "'", "é", "-"])
    func charactersAtEveryOffsetOfSeveralBlocksAreHandled(special: String) {
        for length in [1, 7, 8, 9, 15, 16, 17, 24, 33] {
            for offset in 0..<length {
                var characters = Array(repeating: "a", count: length)
                characters[offset] = special
                let text = characters.joined()
                #expect(Text(text).renderedString() == Self.referenceEscaped(text), "length \(length), offset \(offset)")
            }
        }
    }

    private static func referenceEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\t", "\n", "\u{C}", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
