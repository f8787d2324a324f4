import Testing
@testable import UserFeature

@Suite("Civil date use case")
struct CivilDateUseCaseTests {
    let civilDate = CivilDateUseCase()

    @Test func theEpochIsTheFirstOfJanuary1970() {
        #expect(civilDate(secondsSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(civilDate(secondsSince1970: Days.secondsPerDay - 1) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(civilDate(secondsSince1970: Days.secondsPerDay) == CivilDate(year: 1970, month: 1, day: 2))
    }

    @Test func theSecondBefore1970IsOnTheLastDayOf1969() {
        #expect(civilDate(secondsSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(civilDate(secondsSince1970: -Days.secondsPerDay) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(civilDate(secondsSince1970: -Days.secondsPerDay - 1) == CivilDate(year: 1969, month: 12, day: 30))
    }

    /// Timestamps whose UTC dates are widely published.
    @Test(arguments: [
        (946_684_800, CivilDate(year: 2000, month: 1, day: 1)),      // the millennium
        (1_000_000_000, CivilDate(year: 2001, month: 9, day: 9)),    // the billennium, 01:46:40
        (2_147_483_647, CivilDate(year: 2038, month: 1, day: 19)),   // Int32.max, 03:14:07
    ])
    func wellKnownTimestampsFallOnTheirDays(seconds: Int, expected: CivilDate) {
        #expect(civilDate(secondsSince1970: seconds) == expected)
    }

    /// Each date's day number comes from counting years and months, not from the code under test.
    @Test(arguments: [
        (1970, 1, 1), (1972, 2, 29), (1999, 12, 31), (2000, 2, 29), (2000, 3, 1),
        (2026, 11, 22), (2038, 1, 19), (2100, 2, 28), (2100, 3, 1), (2400, 2, 29),
    ])
    func countedDaysGiveTheDate(year: Int, month: Int, day: Int) {
        let days = Days.since1970(year: year, month: month, day: day)
        let expected = CivilDate(year: year, month: month, day: day)
        #expect(civilDate.date(daysSince1970: days) == expected)
        #expect(civilDate(secondsSince1970: days * Days.secondsPerDay + 12 * 3600) == expected)
    }

    @Test func november22nd2026IsDay20779() {
        // 56 years of 365 days, 14 leap days (1972…2024), then January to October (304 days) and 21 more.
        let days = 56 * 365 + 14 + 304 + 21
        #expect(civilDate.date(daysSince1970: days) == CivilDate(year: 2026, month: 11, day: 22))
    }

    @Test func everyDayFollowsTheOneBeforeIt() {
        // From 1900 (not a leap year) to 2100 (not one either) through 2000 (one), day by day.
        // 1900-01-01 is 70 years of 365 days and 17 leap days (1904…1968) before 1970.
        let first = -(70 * 365 + 17)
        let last = Days.before(year: 2100) - 1
        var previous = civilDate.date(daysSince1970: first)
        #expect(previous == CivilDate(year: 1900, month: 1, day: 1))
        for days in (first + 1)...last {
            let date = civilDate.date(daysSince1970: days)
            #expect(date == Self.dayAfter(previous), "day \(days)")
            previous = date
        }
        #expect(previous == CivilDate(year: 2099, month: 12, day: 31))
    }

    @Test func datesAreWrittenForMachinesAndPeople() {
        let date = CivilDate(year: 2026, month: 3, day: 7)
        #expect(date.isoText == "2026-03-07")
        #expect(date.longText == "7 March 2026")
        #expect(CivilDate(year: 12, month: 12, day: 25).isoText == "0012-12-25")
    }

    private static func dayAfter(_ date: CivilDate) -> CivilDate {
        if date.day < Days.monthLengths(in: date.year)[date.month - 1] {
            return CivilDate(year: date.year, month: date.month, day: date.day + 1)
        }
        if date.month < 12 {
            return CivilDate(year: date.year, month: date.month + 1, day: 1)
        }
        return CivilDate(year: date.year + 1, month: 1, day: 1)
    }
}
