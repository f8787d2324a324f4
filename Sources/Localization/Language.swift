/// A language the app's screens, flashes and mail are written in.
///
/// Cases are numbered from zero in order: a resolved catalog keeps one table per language and
/// finds it by ``rawValue`` (``Messages``), so adding a language adds a case here, its plural
/// rule and its formats, and a catalog per feature.
public enum Language: Int, CaseIterable, Sendable, Hashable {
    case english
    case brazilianPortuguese

    /// The language every catalog is complete in, and the one a visitor gets when nothing
    /// they send names another.
    public static let fallback = Language.english

    /// The BCP 47 tag written in `<html lang>` and `Content-Language`, and stored as a
    /// member's setting.
    public var tag: String {
        switch self {
        case .english: "en"
        case .brazilianPortuguese: "pt-BR"
        }
    }

    /// The language's name in itself, as a language picker lists it.
    public var endonym: String {
        switch self {
        case .english: "English"
        case .brazilianPortuguese: "Português (Brasil)"
        }
    }

    /// The language a stored tag names, compared without regard to case (`pt-br` is `pt-BR`).
    public init?(tag: String) {
        guard let language = Language.allCases.first(where: { Self.equalIgnoringCase($0.tag.utf8, tag.utf8) }) else {
            return nil
        }
        self = language
    }

    static func equalIgnoringCase(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }
}
