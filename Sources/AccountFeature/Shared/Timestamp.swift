import ScreenKit
import ViewCode

/// A moment shown to its member: `23 Nov 2026, 17:42 UTC` for people, in the page's language,
/// and ISO 8601 for machines (JSON and the `datetime` attribute). UTC, because the server does
/// not know the reader's zone.
struct Timestamp: Sendable, Equatable, Encodable {
    /// Seconds since 1970.
    let seconds: Int

    /// `2026-11-23T17:42:05Z`.
    var isoText: String {
        let parts = Self.parts(seconds)
        return "\(Self.digits(parts.year, 4))-\(Self.digits(parts.month, 2))-\(Self.digits(parts.day, 2))T"
            + "\(Self.digits(parts.hour, 2)):\(Self.digits(parts.minute, 2)):\(Self.digits(parts.second, 2))Z"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoText)
    }

    /// The civil date and time of a count of seconds: the day from ``HTTPDate``'s calendar,
    /// the time from what is left of it.
    private static func parts(_ seconds: Int) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let within = seconds - days * 86_400
        let (year, month, day) = HTTPDate.civilDate(daysSince1970: days)
        return (year, month, day, within / 3_600, within % 3_600 / 60, within % 60)
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
    }
}

/// A ``Timestamp`` in a page: a `<time>` element with its machine-readable form.
struct TimestampText: HTMLComponent {
    let timestamp: Timestamp

    var body: some HTML {
        Time(datetime: timestamp.isoText) {
            InPageLanguage { language in
                language.formatMoment(secondsSince1970: timestamp.seconds)
            }
        }
    }
}
