import Localization
import Testing

struct FormattingTests {
    @Test(arguments: [
        (Language.english, 7, "7"), (.english, 1_234, "1,234"), (.english, -1_234_567, "-1,234,567"),
        (.brazilianPortuguese, 1_234, "1234"), (.brazilianPortuguese, 12_345, "12.345"),
        (.brazilianPortuguese, 1_234_567, "1.234.567"), (.brazilianPortuguese, -20_000, "-20.000"),
    ])
    func numbersAreGroupedAsTheLanguageWritesThem(language: Language, number: Int, expected: String) {
        #expect(language.format(number) == expected)
    }

    @Test func datesAreWrittenAsInASentence() {
        let date = CalendarDate(year: 2026, month: 11, day: 26)
        #expect(Language.english.format(date) == "26 November 2026")
        #expect(Language.brazilianPortuguese.format(date) == "26 de novembro de 2026")
        #expect(Language.english.formatShort(date) == "26 Nov 2026")
        #expect(Language.brazilianPortuguese.formatShort(date) == "26 nov. 2026")
        #expect(Language.brazilianPortuguese.formatShort(CalendarDate(year: 2026, month: 5, day: 1)) == "1 maio 2026")
        #expect(Language.brazilianPortuguese.monthName(3) == "março")
    }

    @Test func timesUseTheTwentyFourHourClock() {
        #expect(Language.english.formatTime(hour: 7, minute: 5) == "07:05")
        #expect(Language.brazilianPortuguese.formatTime(hour: 17, minute: 42) == "17:42")
    }

    @Test(arguments: [
        (0, CalendarDate(year: 1970, month: 1, day: 1)), (-1, CalendarDate(year: 1969, month: 12, day: 31)),
        (1_795_651_200, CalendarDate(year: 2026, month: 11, day: 26)), (951_782_400, CalendarDate(year: 2000, month: 2, day: 29)),
        (4_107_542_400, CalendarDate(year: 2100, month: 3, day: 1)),
    ])
    func secondsBecomeTheirUTCDay(seconds: Int, expected: CalendarDate) {
        #expect(CalendarDate(secondsSince1970: seconds) == expected)
    }

    @Test func datesInAMessageAreFormattedInItsLanguage() {
        #expect(DatedText.joined.text(in: .brazilianPortuguese, .date("date", CalendarDate(year: 2026, month: 11, day: 26)))
            == "Membro desde 26 de novembro de 2026")
    }
}

private enum DatedText: Int, MessageKey {
    case joined

    var argumentNames: [String] { ["date"] }

    static let messages = Messages<DatedText>([
        .english: [.joined: "Member since {date}"],
        .brazilianPortuguese: [.joined: "Membro desde {date}"],
    ])
}
