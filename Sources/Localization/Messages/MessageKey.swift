/// A feature's message keys: one case per string a person reads, numbered from zero in order
/// (Swift numbers an `Int` enum's cases so), with the names of the arguments each one takes
/// and the catalogs they resolve to.
///
/// ```swift
/// enum AccountText: Int, MessageKey {
///     case signInTitle
///     case welcomeBack
///
///     var argumentNames: [String] {
///         switch self {
///         case .welcomeBack: ["name"]
///         default: []
///         }
///     }
///
///     static let messages = Messages<AccountText>([
///         .english: AccountText.english,
///         .brazilianPortuguese: AccountText.brazilianPortuguese,
///     ])
/// }
/// ```
///
/// ``Messages/problems`` lists every key missing in a language, every placeholder a key does
/// not declare and every declared argument a template leaves out; each feature's tests expect
/// it empty.
public protocol MessageKey: RawRepresentable<Int>, CaseIterable, Hashable, Sendable {
    /// The names a template of this key may write as `{name}`; each language's template
    /// uses every one. A plural template chooses its form by the one named `count`.
    var argumentNames: [String] { get }

    /// The key's templates in every language, resolved once.
    static var messages: Messages<Self> { get }
}

extension MessageKey {
    /// The key's text in the page's language (``Language/current``), its arguments filled in.
    public func text(_ arguments: MessageArgument...) -> String {
        resolved(in: Language.current, arguments)
    }

    /// The key's text in `language`, its arguments filled in.
    public func text(in language: Language, _ arguments: MessageArgument...) -> String {
        resolved(in: language, arguments)
    }

    private func resolved(in language: Language, _ arguments: [MessageArgument]) -> String {
        let messages = Self.messages
        if let plainText = messages.plainText(self, in: language) {
            return plainText
        }
        var text = ""
        messages.template(self, in: language).write(arguments, language: language, into: &text)
        return text
    }

    /// The text in `language` with its arguments filled in, written into `sink`.
    public func write(in language: Language, _ arguments: [MessageArgument] = [], into sink: inout some MessageSink & ~Copyable) {
        Self.messages.template(self, in: language).write(arguments, language: language, into: &sink)
    }

    /// The key as written in catalogs and reports: `AccountText.signInTitle`.
    public var name: String {
        "\(Self.self).\(self)"
    }
}
