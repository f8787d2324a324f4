@testable import HTTPCore
import Testing

struct HTTPDateTests {
    // MARK: - Format

    @Test(arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
        (951_868_800, "Wed, 01 Mar 2000 00:00:00 GMT"),
        (86_399, "Thu, 01 Jan 1970 23:59:59 GMT"),
        (86_400, "Fri, 02 Jan 1970 00:00:00 GMT"),
        (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
        (-86_400, "Wed, 31 Dec 1969 00:00:00 GMT"),
        (-86_401, "Tue, 30 Dec 1969 23:59:59 GMT"),
        (946_684_799, "Fri, 31 Dec 1999 23:59:59 GMT"),
        (946_684_800, "Sat, 01 Jan 2000 00:00:00 GMT"),
        (1_000_000_000, "Sun, 09 Sep 2001 01:46:40 GMT"),
        (1_234_567_890, "Fri, 13 Feb 2009 23:31:30 GMT"),
        (2_147_483_647, "Tue, 19 Jan 2038 03:14:07 GMT"),
        (2_147_483_648, "Tue, 19 Jan 2038 03:14:08 GMT"),
        (4_107_542_400, "Mon, 01 Mar 2100 00:00:00 GMT"),
        (253_402_300_799, "Fri, 31 Dec 9999 23:59:59 GMT"),
    ])
    func formatsKnownInstants(seconds: Int, expected: String) {
        #expect(HTTPDate.format(secondsSince1970: seconds) == expected)
    }

    @Test(arguments: Self.spread)
    func formatMatchesAReferenceCalendar(seconds: Int) {
        #expect(HTTPDate.format(secondsSince1970: seconds) == Reference.format(seconds))
    }

    @Test(arguments: Self.spread)
    func formatIsAlwaysTwentyNineBytes(seconds: Int) {
        let text = HTTPDate.format(secondsSince1970: seconds)
        #expect(text.utf8.count == 29)
        #expect(text.hasSuffix(" GMT"))
    }

    // MARK: - Parse

    @Test func parsesTheRFCExample() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Thu, 01 Jan 1970 00:00:00 GMT") == 0)
        #expect(HTTPDate.parse("Tue, 29 Feb 2000 00:00:00 GMT") == 951_782_400)
    }

    @Test(arguments: Self.spread)
    func parseRoundTrips(seconds: Int) {
        let text = HTTPDate.format(secondsSince1970: seconds)
        #expect(HTTPDate.parse(text) == seconds)
    }

    @Test func parseAcceptsALeapSecond() {
        // RFC 9110 §5.6.7: time-of-day runs to 23:59:60.
        #expect(HTTPDate.parse("Sat, 31 Dec 2016 23:59:60 GMT") == HTTPDate.parse("Sun, 01 Jan 2017 00:00:00 GMT"))
    }

    @Test(arguments: [
        "",
        "garbage",
        "Sunday, 06-Nov-94 08:49:37 GMT",       // RFC 850
        "Sun Nov  6 08:49:37 1994",             // asctime
        "Sun, 06 Nov 1994 08:49:37 UTC",
        "Sun, 06 Nov 1994 08:49:37 +0000",
        "Sun, 06 Nov 1994 08:49:37 gmt",
        "Sun, 6 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 94 08:49:37 GMT",
        "Sun, 06 nov 1994 08:49:37 GMT",
        "Sun, 06 NOV 1994 08:49:37 GMT",
        "Sun, 06 Xyz 1994 08:49:37 GMT",
        "Sun,  06 Nov 1994 08:49:37 GMT",
        "Sun 06 Nov 1994 08:49:37 GMT ",
        "Sun, 06 Nov 1994 08:49:37 GMT ",
        " Sun, 06 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08-49-37 GMT",
        "Sun, 06 Nov 1994 8:49:37 GMT ",
        "Sun, 00 Nov 1994 08:49:37 GMT",
        "Sun, 32 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 24:00:00 GMT",
        "Sun, 06 Nov 1994 08:60:00 GMT",
        "Sun, 06 Nov 1994 08:49:61 GMT",
        "Sun, 06 Nov 1994 08:49:99 GMT",
        "Sun, -6 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 19x4 08:49:37 GMT",
        "Sun, 06 Nov 1994 0a:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:3+ GMT",
        "Sun, 06 Nov +994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37 GMT\u{0}",
        "Xyz, 06 Nov 1994 08:49:37 GMT",
        "123, 06 Nov 1994 08:49:37 GMT",
        "Sun, 31 Feb 1994 08:49:37 GMT",
        "Sun, 29 Feb 1900 08:49:37 GMT",
        "Sun, 31 Apr 1994 08:49:37 GMT",
    ])
    func parseRejectsOtherFormats(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }

    // MARK: - Calendar helpers

    @Test(arguments: [(1970, 1, 1, 0), (2000, 2, 29, 11_016), (2000, 3, 1, 11_017), (1969, 12, 31, -1), (1600, 3, 1, -135_080)])
    func daysSince1970(year: Int, month: Int, day: Int, expected: Int) {
        #expect(HTTPDate.daysSince1970(year: year, month: month, day: day) == expected)
    }

    @Test(arguments: Array(stride(from: -800_000, through: 3_000_000, by: 7_919)))
    func calendarHelpersAreInverse(days: Int) {
        let date = HTTPDate.civilDate(daysSince1970: days)
        #expect(HTTPDate.daysSince1970(year: date.year, month: date.month, day: date.day) == days)
        #expect(date == Reference.civilDate(days))
    }

    // MARK: - Inputs

    /// Instants from 1900 to 9999: edges of days, months, leap days and centuries, plus a
    /// pseudo-random spread. Outputs are computed, never written out.
    static let spread: [Int] = {
        var values: Set<Int> = [0, 1, -1, 59, 60, 3_599, 3_600, 86_399, 86_400, 784_111_777]
        let interesting = [
            (1900, 1, 1), (1900, 2, 28), (1900, 3, 1), (1969, 12, 31), (1970, 1, 1), (1972, 2, 29),
            (1999, 12, 31), (2000, 1, 1), (2000, 2, 28), (2000, 2, 29), (2000, 3, 1), (2000, 12, 31),
            (2004, 2, 29), (2038, 1, 19), (2100, 2, 28), (2100, 3, 1), (2400, 2, 29), (9999, 12, 31),
        ]
        for (year, month, day) in interesting {
            let midnight = Reference.daysSince1970(year: year, month: month, day: day) * 86_400
            values.formUnion([midnight - 1, midnight, midnight + 1, midnight + 43_200 + 1_234, midnight + 86_399])
        }
        let low = Reference.daysSince1970(year: 1900, month: 1, day: 1) * 86_400
        let high = Reference.daysSince1970(year: 9999, month: 12, day: 31) * 86_400 + 86_399
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            // SplitMix64, so the spread is the same on every run.
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            values.insert(low + Int(mixed % UInt64(high - low + 1)))
        }
        return values.filter { $0 >= low && $0 <= high }.sorted()
    }()
}

/// A deliberately naive civil calendar, counting whole years and months, to check the
/// closed-form arithmetic of `HTTPDate` against.
private enum Reference {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(year: Int) -> Int { isLeap(year) ? 366 : 365 }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        var days = 0
        if year >= 1970 {
            for y in 1970..<year { days += daysIn(year: y) }
        } else {
            for y in year..<1970 { days -= daysIn(year: y) }
        }
        for m in 1..<month { days += daysIn(month: m, year: year) }
        return days + day - 1
    }

    static func civilDate(_ days: Int) -> (year: Int, month: Int, day: Int) {
        var remaining = days
        var year = 1970
        while remaining < 0 {
            year -= 1
            remaining += daysIn(year: year)
        }
        while remaining >= daysIn(year: year) {
            remaining -= daysIn(year: year)
            year += 1
        }
        var month = 1
        while remaining >= daysIn(month: month, year: year) {
            remaining -= daysIn(month: month, year: year)
            month += 1
        }
        return (year, month, remaining + 1)
    }

    static func format(_ seconds: Int) -> String {
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            days -= 1
            secondOfDay += 86_400
        }
        let date = civilDate(days)
        // 1 January 1970 was a Thursday.
        let weekday = weekdays[(((days + 4) % 7) + 7) % 7]
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(weekday), \(pad(date.day, 2)) \(months[date.month - 1]) \(pad(date.year, 4)) "
            + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)) GMT"
    }
}
