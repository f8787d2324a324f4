import Localization
import Testing

struct MessagesTests {
    @Test func aCompleteCatalogHasNoProblems() {
        #expect(SampleText.messages.problems == [])
        #expect(SampleText.messages.untranslated == [])
    }

    @Test func aKeyMissingInOneLanguageIsReportedAndShownInTheFallback() {
        var portuguese = SampleText.brazilianPortuguese
        portuguese[.title] = nil
        let messages = Messages<SampleText>([.english: SampleText.english, .brazilianPortuguese: portuguese])
        #expect(messages.problems == ["SampleText.title is missing in pt-BR"])
    }

    @Test func aKeyMissingEverywhereIsReportedInEachLanguage() {
        var english = SampleText.english
        english[.greeting] = nil
        var portuguese = SampleText.brazilianPortuguese
        portuguese[.greeting] = nil
        let messages = Messages<SampleText>([.english: english, .brazilianPortuguese: portuguese])
        #expect(messages.problems == ["SampleText.greeting is missing in en", "SampleText.greeting is missing in pt-BR"])
    }

    @Test func aPlaceholderTheKeyDoesNotDeclareIsReported() {
        var portuguese = SampleText.brazilianPortuguese
        portuguese[.greeting] = "Olá, {nome}"
        let messages = Messages<SampleText>([.english: SampleText.english, .brazilianPortuguese: portuguese])
        #expect(messages.problems == [
            "SampleText.greeting in pt-BR writes {nome}, which the key does not declare",
            "SampleText.greeting in pt-BR leaves out {name}",
        ])
    }

    @Test func anArgumentLeftOutIsReported() {
        var english = SampleText.english
        english[.greeting] = "Welcome back"
        let messages = Messages<SampleText>([.english: english, .brazilianPortuguese: SampleText.brazilianPortuguese])
        #expect(messages.problems == ["SampleText.greeting in en leaves out {name}"])
    }

    @Test(arguments: ["Hi {name", "Hi name}", "Hi {}", "Hi {first name}"])
    func malformedPlaceholdersAreReported(template: String) {
        var english = SampleText.english
        english[.greeting] = MessageSource(stringLiteral: template)
        let messages = Messages<SampleText>([.english: english, .brazilianPortuguese: SampleText.brazilianPortuguese])
        #expect(messages.problems.contains { $0.hasPrefix("SampleText.greeting in en: ") })
    }

    @Test func aPluralOnAKeyWithoutACountIsReported() {
        var english = SampleText.english
        english[.title] = .plural(one: "Member", other: "Members")
        let messages = Messages<SampleText>([.english: english, .brazilianPortuguese: SampleText.brazilianPortuguese])
        #expect(messages.problems == ["SampleText.title in en is a plural, but the key takes no {count}"])
    }

    @Test func copyAwaitingATranslatorIsListed() {
        var portuguese = SampleText.brazilianPortuguese
        portuguese[.title] = .untranslated("Members & friends")
        let messages = Messages<SampleText>([.english: SampleText.english, .brazilianPortuguese: portuguese])
        #expect(messages.problems == [])
        #expect(messages.untranslated == ["pt-BR SampleText.title"])
    }

    @Test func plainCopyIsShownAsWrittenInEachLanguage() {
        #expect(SampleText.title.text(in: .english) == "Members & friends")
        #expect(SampleText.title.text(in: .brazilianPortuguese) == "Membros e amigos")
    }

    @Test func argumentsAreFilledByName() {
        #expect(SampleText.greeting.text(in: .english, .text("name", "Ada")) == "Welcome back, Ada")
        #expect(SampleText.greeting.text(in: .brazilianPortuguese, .text("name", "Ada")) == "Que bom ver você de novo, Ada")
    }

    @Test func aMissingArgumentShowsItsPlaceholder() {
        #expect(SampleText.greeting.text(in: .english) == "Welcome back, {name}")
        #expect(SampleText.greeting.text(in: .english, .text("nome", "Ada")) == "Welcome back, {name}")
    }

    @Test(arguments: [
        (Language.english, 0, "0 members"), (.english, 1, "1 member"), (.english, 2, "2 members"),
        (.english, 1_000_000, "1,000,000 members"),
        (.brazilianPortuguese, 0, "Nenhum membro"), (.brazilianPortuguese, 1, "1 membro"),
        (.brazilianPortuguese, 2, "2 membros"), (.brazilianPortuguese, 12_500, "12.500 membros"),
        (.brazilianPortuguese, 2_000_000, "2.000.000 de membros"),
    ])
    func pluralsChooseTheirFormByCount(language: Language, count: Int, expected: String) {
        #expect(SampleText.members.text(in: language, .count(count)) == expected)
    }

    @Test func keysNamesSayTheirType() {
        #expect(SampleText.title.name == "SampleText.title")
    }

    /// A name that ends its own sentence is not followed by a second full stop, in any
    /// language; other names, and a full stop that is not right after the name, are kept.
    @Test(arguments: [
        ("Ada", "Welcome back, Ada. Good to see you."),
        ("Ada Jr.", "Welcome back, Ada Jr. Good to see you."),
        ("Yahoo!", "Welcome back, Yahoo! Good to see you."),
        ("Ada…", "Welcome back, Ada… Good to see you."),
        ("..", "Welcome back, .. Good to see you."),
        ("", "Welcome back, . Good to see you."),
    ])
    func aNameEndingASentenceGetsNoSecondFullStop(name: String, expected: String) {
        #expect(SampleText.welcomeBack.text(in: .english, .text("name", name)) == expected)
        #expect(SampleText.welcomeBack.text(in: .brazilianPortuguese, .text("name", name)).hasPrefix("Que bom ver você de novo, \(name)") )
        #expect(SampleText.welcomeBack.text(in: .brazilianPortuguese, .text("name", "J. R.")) == "Que bom ver você de novo, J. R. Fique à vontade.")
        #expect(SampleText.greeting.text(in: .english, .text("name", "Ada Jr.")) == "Welcome back, Ada Jr.")
    }
}
