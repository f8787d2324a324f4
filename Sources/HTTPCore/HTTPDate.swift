import Localization

/// HTTP dates in the IMF-fixdate form of RFC 9110 §5.6.7: `Sun, 06 Nov 1994 08:49:37 GMT`.
///
/// Computed by hand from the civil calendar so that neither the C locale nor Foundation's
/// formatters are needed.
public enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func format(secondsSince1970 seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        let weekday = weekdays[((days % 7) + 7) % 7]
        return "\(weekday), \(twoDigits(day)) \(months[month - 1]) \(year) "
            + "\(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay / 60 % 60)):\(twoDigits(secondOfDay % 60)) GMT"
    }

    /// Parses an IMF-fixdate; returns `nil` for anything else (clients echo back what we sent).
    public static func parse(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        // "Sun, 06 Nov 1994 08:49:37 GMT" is exactly 29 bytes.
        guard bytes.count == 29,
              bytes[3] == UInt8(ascii: ","), bytes[4] == 0x20, bytes[7] == 0x20, bytes[11] == 0x20,
              bytes[16] == 0x20, bytes[19] == UInt8(ascii: ":"), bytes[22] == UInt8(ascii: ":"),
              String(decoding: bytes[25...], as: UTF8.self) == " GMT",
              let day = number(bytes[5..<7]), let year = number(bytes[12..<16]),
              let hour = number(bytes[17..<19]), let minute = number(bytes[20..<22]),
              let second = number(bytes[23..<25]),
              let monthIndex = months.firstIndex(of: String(decoding: bytes[8..<11], as: UTF8.self)),
              (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        guard day <= daysInMonth(year: year, month: monthIndex + 1) else { return nil }
        let days = daysSince1970(year: year, month: monthIndex + 1, day: day)
        guard String(decoding: bytes[0..<3], as: UTF8.self) == weekdays[((days % 7) + 7) % 7] else { return nil }
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    private static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    // Howard Hinnant's days_from_civil / civil_from_days.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The UTC calendar day `days` after 1970-01-01 (before it when negative), by the same
    /// calendar the pages write their dates with.
    public static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let date = CalendarDate(daysSince1970: days)
        return (date.year, date.month, date.day)
    }
}
