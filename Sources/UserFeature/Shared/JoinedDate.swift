import ScreenKit
import ViewCode

/// A day for people in the page's language (`22 November 2026`, `22 de novembro de 2026`) in a
/// `<time>` that machines read as `2026-11-22`.
struct JoinedDate: HTMLComponent {
    let date: CivilDate

    var body: some HTML {
        Time(datetime: date.isoText) {
            InPageLanguage { language in
                language.format(CalendarDate(year: date.year, month: date.month, day: date.day))
            }
        }
    }
}
