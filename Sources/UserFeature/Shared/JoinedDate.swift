import ScreenKit

/// A join day for people (`22 November 2026`) in a `<time>` that machines read as
/// `2026-11-22`. Written in pieces so the page allocates no text for it.
struct JoinedDate: HTMLComponent {
    let date: CivilDate

    var body: some HTML {
        Time(datetime: date.isoText) {
            String(date.day)
            " "
            date.monthName
            " "
            String(date.year)
        }
    }
}
