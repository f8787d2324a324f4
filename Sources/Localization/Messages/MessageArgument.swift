/// A named value a message fills into its `{name}` placeholder, formatted for the message's
/// language: a count chooses a plural form and is written with the language's digit groups,
/// a date is written as the language writes dates.
///
/// ```swift
/// AccountText.membersCount.text(in: language, .count(1_204))
/// AccountText.welcomeBack.text(in: language, .text("name", user.name))
/// ```
public struct MessageArgument: Sendable {
    /// The placeholder this value fills.
    public let name: StaticString
    let value: Value

    enum Value: Sendable {
        case text(String)
        case integer(Int)
        case date(CalendarDate)
    }

    /// Text written as given (escaped in HTML).
    public static func text(_ name: StaticString, _ value: String) -> MessageArgument {
        MessageArgument(name: name, value: .text(value))
    }

    /// A whole number, written with the language's digit groups ("1,204", "1.204").
    public static func number(_ name: StaticString, _ value: Int) -> MessageArgument {
        MessageArgument(name: name, value: .integer(value))
    }

    /// The number a plural template chooses its form by, in the placeholder `{count}`.
    public static func count(_ value: Int) -> MessageArgument {
        MessageArgument(name: "count", value: .integer(value))
    }

    /// A day, written as the language writes a date in a sentence ("26 November 2026",
    /// "26 de novembro de 2026").
    public static func date(_ name: StaticString, _ value: CalendarDate) -> MessageArgument {
        MessageArgument(name: name, value: .date(value))
    }

    /// Whether this argument fills the placeholder `placeholder`, compared as bytes.
    func fills(_ placeholder: Substring) -> Bool {
        name.withUTF8Buffer { name in
            placeholder.utf8.elementsEqual(name)
        }
    }

    /// Whether the value is text whose last character ends a sentence (".", "…", "!", "?"),
    /// after which a template's own full stop would be a second one.
    var endsSentence: Bool {
        guard case .text(let text) = value, let last = text.unicodeScalars.last else { return false }
        return last == "." || last == "…" || last == "!" || last == "?"
    }

    /// The value as `language` writes it.
    func write(language: Language, into sink: inout some MessageSink & ~Copyable) {
        switch value {
        case .text(let text):
            sink.appendMessageArgument(text)
        case .integer(let number):
            sink.appendMessageArgument(language.format(number))
        case .date(let date):
            sink.appendMessageArgument(language.format(date))
        }
    }
}
