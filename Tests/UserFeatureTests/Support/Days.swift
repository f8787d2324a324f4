/// Calendar facts the date tests and fixtures state as day counts since 1970-01-01, so that
/// expected dates come from arithmetic a reader can check rather than from the code under test.
enum Days {
    static let secondsPerDay = 86_400
    /// Days in the years 1970 through `year - 1`: 365 each, plus one per leap year.
    static func before(year: Int) -> Int {
        var days = 0
        for earlier in 1970..<year {
            days += isLeap(earlier) ? 366 : 365
        }
        return days
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func monthLengths(in year: Int) -> [Int] {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    }

    /// Days from 1970-01-01 to `year-month-day`, counted month by month (years from 1970 on).
    static func since1970(year: Int, month: Int, day: Int) -> Int {
        before(year: year) + monthLengths(in: year).prefix(month - 1).reduce(0, +) + day - 1
    }
}
