/// Numbers, dates and times as each language writes them in running text, written here
/// rather than asked of ICU, which the server does not link.
extension Language {
    /// A whole number with the language's digit groups: "1,234,567" in English,
    /// "1.234.567" in Portuguese. Brazilian usage leaves four-digit numbers ungrouped
    /// ("1234"), as the ABNT and CLDR's minimum grouping for `pt` do.
    public func format(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let separator: Character
        let smallestGrouped: Int
        switch self {
        case .english:
            separator = ","
            smallestGrouped = 1_000
        case .brazilianPortuguese:
            separator = "."
            smallestGrouped = 10_000
        }
        var text = number < 0 ? "-" : ""
        guard number.magnitude >= smallestGrouped else { return text + digits }
        text.reserveCapacity(digits.utf8.count + digits.utf8.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.utf8.count - index) % 3 == 0 { text.append(separator) }
            text.append(digit)
        }
        return text
    }

    /// A day in a sentence: "26 November 2026", "26 de novembro de 2026".
    public func format(_ date: CalendarDate) -> String {
        let month = monthName(date.month)
        switch self {
        case .english:
            return "\(date.day) \(month) \(date.year)"
        case .brazilianPortuguese:
            return "\(date.day) de \(month) de \(date.year)"
        }
    }

    /// A day where room is short (a table's cell): "26 Nov 2026", "26 nov. 2026".
    public func formatShort(_ date: CalendarDate) -> String {
        let month = monthName(date.month)
        switch self {
        case .english:
            return "\(date.day) \(month.prefix(3)) \(date.year)"
        case .brazilianPortuguese:
            // Portuguese abbreviates with a full stop, except May, whose name is short already.
            let short = month.count <= 4 ? month : month.prefix(3) + "."
            return "\(date.day) \(short) \(date.year)"
        }
    }

    /// A time of day on the 24-hour clock both languages use in writing: "17:42".
    public func formatTime(hour: Int, minute: Int) -> String {
        (hour < 10 ? "0" : "") + String(hour) + (minute < 10 ? ":0" : ":") + String(minute)
    }

    /// A moment where room is short, in UTC, which the server writes because it does not know
    /// the reader's zone: "15 Jan 2027, 08:00 UTC", "15 jan. 2027, 08:00 UTC".
    public func formatMoment(secondsSince1970 seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let within = seconds - days * 86_400
        return formatShort(CalendarDate(daysSince1970: days)) + ", " + formatTime(hour: within / 3_600, minute: within % 3_600 / 60) + " UTC"
    }

    /// The month's name as written in the middle of a sentence: Portuguese writes months in
    /// lower case.
    public func monthName(_ month: Int) -> String {
        let names = self == .english ? Self.englishMonths : Self.portugueseMonths
        return names[min(max(month, 1), 12) - 1]
    }

    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    private static let portugueseMonths = [
        "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
    ]
}
