import Localization
import Testing
import ViewCode

struct LocalizedTests {
    @Test func copyIsWrittenInThePagesLanguageAndEscaped() {
        #expect(rendered(P { Localized(PageText.greeting, .text("name", "Ada <b>")) }, in: .english) == "<p>Tom &amp; Jerry greet Ada &lt;b&gt;</p>")
        #expect(rendered(P { Localized(PageText.greeting, .text("name", "Ada")) }, in: .brazilianPortuguese) == "<p>Tom &amp; Jerry cumprimentam Ada</p>")
    }

    @Test func inPageLanguageGivesThePagesLanguageToCopyPassedAsAString() {
        let label = InPageLanguage { language in P(.title(PageText.greeting.text(in: language, .text("name", "Ana")))) { "!" } }
        #expect(rendered(label, in: .brazilianPortuguese) == #"<p title="Tom &amp; Jerry cumprimentam Ana">!</p>"#)
        #expect(rendered(label, in: .english) == #"<p title="Tom &amp; Jerry greet Ana">!</p>"#)
    }

    @Test func aNewBufferIsInTheFallbackLanguage() {
        let buffer = HTMLBuffer()
        #expect(buffer.language == .english)
    }

    private func rendered(_ html: some HTML, in language: Language) -> String {
        var buffer = HTMLBuffer()
        buffer.language = language
        html.render(into: &buffer)
        return String(decoding: buffer.takeBytes(), as: UTF8.self)
    }
}

private enum PageText: Int, MessageKey {
    case greeting

    var argumentNames: [String] { ["name"] }

    static let messages = Messages<PageText>([
        .english: [.greeting: "Tom & Jerry greet {name}"],
        .brazilianPortuguese: [.greeting: "Tom & Jerry cumprimentam {name}"],
    ])
}
