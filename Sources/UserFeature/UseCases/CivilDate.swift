/// A calendar day in UTC on the proleptic Gregorian calendar: the day a member joined.
///
/// Encodes as its ISO 8601 text (`"2026-11-22"`), which is also its `datetime` in HTML.
struct CivilDate: Sendable, Hashable {
    let year: Int
    /// 1 (January) through 12.
    let month: Int
    /// 1 through the length of the month.
    let day: Int
}
