import HTTPCore

/// The `Date` header's form (RFC 5322 §3.3), always in UTC: `Mon, 23 Nov 2026 20:28:59 +0000`.
///
/// HTTP's date is the same text with `GMT` for the zone, which RFC 5322 keeps only as an
/// obsolete form; the calendar arithmetic is ``HTTPDate``'s.
enum MailDate {
    static func format(secondsSince1970 seconds: Int) -> String {
        String(HTTPDate.format(secondsSince1970: seconds).dropLast(3)) + "+0000"
    }
}
