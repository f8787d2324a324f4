import ScreenKit

/// Turns seconds since 1970 into the UTC calendar day, with integer arithmetic only, so showing
/// a join date costs no formatter and no locale lookup on a page request. The calendar is
/// ``HTTPDate``'s, which dates every response already.
struct CivilDateUseCase: Sendable {
    static let secondsPerDay = 86_400

    /// The UTC day `secondsSince1970` falls on; times before 1970 fall on earlier days.
    func callAsFunction(secondsSince1970: Int) -> CivilDate {
        date(daysSince1970: Self.floorDivide(secondsSince1970, by: Self.secondsPerDay))
    }

    /// The day `days` after 1970-01-01 (before it when negative).
    func date(daysSince1970 days: Int) -> CivilDate {
        let (year, month, day) = HTTPDate.civilDate(daysSince1970: days)
        return CivilDate(year: year, month: month, day: day)
    }

    /// Division rounding towards minus infinity, so that the second before 1970 is on 1969-12-31.
    private static func floorDivide(_ value: Int, by divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-(value + 1)) / divisor) - 1
    }
}
