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

extension CivilDate: Encodable {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The month in words (`"November"`), for people.
    var monthName: String {
        (1...12).contains(month) ? Self.monthNames[month - 1] : ""
    }

    /// `YYYY-MM-DD`, for machines: JSON and the `datetime` attribute.
    var isoText: String {
        guard (0...9999).contains(year) else {
            return "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))"
        }
        // Ten bytes fit a small string, so the common case allocates nothing.
        return String(unsafeUninitializedCapacity: 10) { bytes in
            Self.writeDigits(year, count: 4, into: bytes, at: 0)
            bytes[4] = UInt8(ascii: "-")
            Self.writeDigits(month, count: 2, into: bytes, at: 5)
            bytes[7] = UInt8(ascii: "-")
            Self.writeDigits(day, count: 2, into: bytes, at: 8)
            return 10
        }
    }

    /// `22 November 2026`, for people.
    var longText: String {
        "\(day) \(monthName) \(year)"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(isoText)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0\(value)" : String(value)
    }

    private static func writeDigits(_ value: Int, count: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var remaining = value
        for offset in stride(from: count - 1, through: 0, by: -1) {
            bytes[start + offset] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
    }
}
