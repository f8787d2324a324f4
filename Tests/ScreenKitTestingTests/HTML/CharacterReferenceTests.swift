import ScreenKitTesting
import Testing

/// Character references, decoded the same way in text and in attribute values.
struct CharacterReferenceTests {
    static let decoded: [(String, String)] = [
        ("&amp;", "&"),
        ("&lt;script&gt;", "<script>"),
        ("&quot;quoted&quot;", "\"quoted\""),
        ("it&apos;s", "it's"),
        ("it&#39;s", "it's"),
        ("it&#x27;s", "it's"),
        ("it&#X27;s", "it's"),
        ("a&nbsp;b", "a\u{A0}b"),
        ("&copy; &hellip; &mdash; &rarr;", "© … — →"),
        ("&#8212;", "—"),
        ("&#x1F600;", "😀"),
        ("&#x1f600;", "😀"),
        ("&#0065;", "A"),
        ("&#0;", "\u{FFFD}"),
        ("&#xD800;", "\u{FFFD}"),
        ("&#x110000;", "\u{FFFD}"),
        ("&#99999999999999;", "\u{FFFD}"),
        ("&amp;lt;", "&lt;"),
        ("&&amp;", "&&"),
    ]

    /// An `&` that starts no reference is text, as HTML allows.
    static let kept: [String] = [
        "fish & chips",
        "AT&T",
        "&",
        "&;",
        "&#;",
        "&#x;",
        "&#xZZ;",
        "&#39",
        "&amp",
        "&unknown;",
        "&AMP;",
        "a&b=c",
    ]

    @Test(arguments: decoded)
    func decodesInText(written: String, expected: String) throws {
        let document = try HTMLDocument.parse("<p>\(written)</p>")
        #expect(document.first("p")?.children == [.text(expected)])
    }

    @Test(arguments: decoded)
    func decodesInAttributeValues(written: String, expected: String) throws {
        let document = try HTMLDocument.parse(#"<p title="\#(written)" data-x='\#(written)'></p>"#)
        let paragraph = try #require(document.first("p"))
        #expect(paragraph.attribute("title") == expected)
        #expect(paragraph.attribute("data-x") == expected)
    }

    @Test(arguments: kept)
    func keepsAnAmpersandThatStartsNoReference(written: String) throws {
        let document = try HTMLDocument.parse(#"<p title="\#(written)">\#(written)</p>"#)
        let paragraph = try #require(document.first("p"))
        #expect(paragraph.textContent == written)
        #expect(paragraph.attribute("title") == written)
    }

    @Test func decodesInUnquotedValues() throws {
        let document = try HTMLDocument.parse("<p title=Tom&amp;Jerry></p>")
        #expect(document.first("p")?.attribute("title") == "Tom&Jerry")
    }

    @Test func keepsNonASCIITextIntact() throws {
        let document = try HTMLDocument.parse("<p title=\"naïve ☕\">Café 日本 😀 &amp; ñ</p>")
        let paragraph = try #require(document.first("p"))
        #expect(paragraph.textContent == "Café 日本 😀 & ñ")
        #expect(paragraph.attribute("title") == "naïve ☕")
    }

    @Test func noBreakSpaceSurvivesWhitespaceCollapsing() throws {
        let document = try HTMLDocument.parse("<p>  10&nbsp;km \n\t away  </p>")
        #expect(document.first("p")?.normalizedText == "10\u{A0}km away")
    }
}
