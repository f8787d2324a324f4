import ScreenKit
import Testing
@testable import AccountFeature

@Suite("Timestamps")
struct TimestampTests {
    @Test(arguments: [
        (0, "1970-01-01T00:00:00Z", "1 Jan 1970, 00:00 UTC"),
        (951_782_400, "2000-02-29T00:00:00Z", "29 Feb 2000, 00:00 UTC"),
        (1_800_000_000, "2027-01-15T08:00:00Z", "15 Jan 2027, 08:00 UTC"),
        (-1, "1969-12-31T23:59:59Z", "31 Dec 1969, 23:59 UTC"),
    ])
    func secondsReadAsUTCForMachinesAndPeople(seconds: Int, iso: String, text: String) {
        #expect(Timestamp(seconds: seconds).isoText == iso)
        #expect(Language.english.formatMoment(secondsSince1970: seconds) == text)
    }

    @Test func peopleReadTheMomentInThePagesLanguage() {
        #expect(Language.brazilianPortuguese.formatMoment(secondsSince1970: 1_800_000_000) == "15 jan. 2027, 08:00 UTC")
        #expect(Language.brazilianPortuguese.formatMoment(secondsSince1970: 1_777_777_777) == "3 maio 2026, 03:09 UTC")
    }
}
