import Localization
import Testing

struct AcceptLanguageTests {
    @Test(arguments: [
        ("pt-BR", Language.brazilianPortuguese),
        ("pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", .brazilianPortuguese),
        ("en-US,en;q=0.9,pt-BR;q=0.8", .english),
        ("de-DE, pt;q=0.5, en;q=0.4", .brazilianPortuguese),
        ("en;q=0.5, pt-PT;q=0.6", .brazilianPortuguese),
        ("PT-br", .brazilianPortuguese),
        ("en;q=0, pt", .brazilianPortuguese),
        ("pt;q=1.000, en;q=1", .brazilianPortuguese),
        (" pt ; q=0.3 , en ; q=0.2", .brazilianPortuguese),
        ("fr, en-GB;q=0.1", .english),
    ])
    func theHighestQualitySupportedLanguageWins(header: String, expected: Language) {
        #expect(AcceptLanguage.preferredLanguage(header) == expected)
    }

    @Test(arguments: [
        "", "*", "fr-FR, de", "pt;q=0", "pt;q=2", "pt;q=1.0001", "pt;q=0.5x", "pt;x=1",
        "pt-", "pt--BR", "-pt", "p1", "pt-BRAZILIAN1", "toolongtag", "pt;q=", ",,,;;;", "pt\u{0}",
    ])
    func headersThatNameNothingSupportedChooseNothing(header: String) {
        #expect(AcceptLanguage.preferredLanguage(header) == nil)
    }

    @Test func onlyTheFirstRangesAreRead() {
        let filler = Array(repeating: "fr", count: AcceptLanguage.maximumRanges).joined(separator: ",")
        #expect(AcceptLanguage.preferredLanguage(filler + ",pt") == nil)
        #expect(AcceptLanguage.preferredLanguage("pt," + filler) == .brazilianPortuguese)
    }

    @Test func arbitraryBytesNeverTrap() {
        // Every short sequence over the bytes the parser treats specially, and a few others.
        let alphabet: [UInt8] = Array("pt-B,;q=0.1 *\u{7F}".utf8) + [0xFF, 0x00]
        var count = 0
        for first in alphabet {
            for second in alphabet {
                for third in alphabet {
                    for fourth in alphabet {
                        let bytes = [first, second, third, fourth]
                        _ = bytes.withUnsafeBufferPointer { AcceptLanguage.preferredLanguage(bytes: $0) }
                        count += 1
                    }
                }
            }
        }
        #expect(count == alphabet.count * alphabet.count * alphabet.count * alphabet.count)
    }

    @Test func storedTagsNameTheirLanguage() {
        #expect(Language(tag: "pt-BR") == .brazilianPortuguese)
        #expect(Language(tag: "EN") == .english)
        #expect(Language(tag: "pt") == nil)
        #expect(Language.allCases.map(\.tag) == ["en", "pt-BR"])
    }
}
