import Domain
import Testing

/// Tag characters (U+E0000–U+E007F) are invisible: outside the one sequence emoji use them in,
/// a subdivision flag, they only hide text ("ASCII smuggling"), so they are refused there like
/// every other invisible format character.
@Suite("Text rules: tag characters")
struct TextRulesTests {
    /// 🏴 + g b s c t + CANCEL TAG: the flag of Scotland.
    static let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    static let wales = "🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"

    @Test(arguments: [
        scotland, "Ada " + scotland, scotland + " Ada", scotland + wales, "Ada \(scotland) and \(wales) 👩‍💻",
        // Every tag the specification allows between the flag and its end.
        "🏴\u{E0020}\u{E007E}\u{E007F}",
    ])
    func aFlagKeepsItsTags(text: String) {
        #expect(!TextRules.hasHiddenCharacters(text))
        #expect(!TextRules.hasHiddenCharacters(text, allowingLineBreaks: true))
    }

    @Test(arguments: [
        // Hidden text after an ordinary letter or another emoji.
        "Ada\u{E0068}\u{E0069}\u{E007F}", "Ada\u{E0068}\u{E0069}", "👩‍💻\u{E0067}\u{E0062}\u{E007F}",
        // A lone tag, a lone CANCEL TAG, LANGUAGE TAG, and the block's unassigned start.
        "\u{E0041}", "Ada\u{E007F}", "\u{E0001}en", "Ada\u{E0000}", "Ada\u{E001F}",
        // A flag with nothing between it and its end, or without its end.
        "🏴\u{E007F}", "🏴\u{E0067}\u{E0062}", "🏴\u{E0067}\u{E0062} Ada", "🏴\u{E0067}\u{E0062}🏴",
        // Tags after a complete flag, and a flag whose tags run into text before its end.
        scotland + "\u{E0061}", "🏴\u{E0067}x\u{E0062}\u{E007F}",
        // Tags outside the printable range inside a flag.
        "🏴\u{E0001}\u{E007F}", "🏴\u{E0067}\u{E0010}\u{E007F}",
    ])
    func tagsOutsideAFlagAreHidden(text: String) {
        #expect(TextRules.hasHiddenCharacters(text))
        #expect(TextRules.hasHiddenCharacters(text, allowingLineBreaks: true))
    }
}
