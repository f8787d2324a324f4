/// Turns seconds since 1970 into the UTC calendar day and back, with integer arithmetic only,
/// so showing a join date costs no formatter and no locale lookup on a page request.
///
/// The day arithmetic is the well-known era-based conversion (400-year eras of 146 097 days,
/// years counted from March so the leap day comes last).
struct CivilDateUseCase: Sendable {
    static let secondsPerDay = 86_400
    /// Days from 0000-03-01 to 1970-01-01.
    private static let epochShift = 719_468
    private static let daysPerEra = 146_097

    /// The UTC day `secondsSince1970` falls on; times before 1970 fall on earlier days.
    func callAsFunction(secondsSince1970: Int) -> CivilDate {
        date(daysSince1970: Self.floorDivide(secondsSince1970, by: Self.secondsPerDay))
    }

    /// The day `days` after 1970-01-01 (before it when negative).
    func date(daysSince1970 days: Int) -> CivilDate {
        let shifted = days + Self.epochShift
        let era = Self.floorDivide(shifted, by: Self.daysPerEra)
        let dayOfEra = shifted - era * Self.daysPerEra
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CivilDate(year: year, month: month, day: day)
    }

    /// How many days `date` is after 1970-01-01 (negative before it).
    func daysSince1970(of date: CivilDate) -> Int {
        let yearFromMarch = date.month <= 2 ? date.year - 1 : date.year
        let era = Self.floorDivide(yearFromMarch, by: 400)
        let yearOfEra = yearFromMarch - era * 400
        let monthFromMarch = date.month > 2 ? date.month - 3 : date.month + 9
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * Self.daysPerEra + dayOfEra - Self.epochShift
    }

    /// Division rounding towards minus infinity, so that the second before 1970 is on 1969-12-31.
    private static func floorDivide(_ value: Int, by divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-(value + 1)) / divisor) - 1
    }
}
