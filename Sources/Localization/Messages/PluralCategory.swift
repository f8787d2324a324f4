/// The forms a language's nouns take by count, as CLDR names them. English and Portuguese
/// need three of the six: `one`, `many` (Portuguese's "1 milhão de membros") and `other`.
public enum PluralCategory: Sendable, Hashable, CaseIterable {
    case one
    case many
    case other
}

extension Language {
    /// The plural category of a whole number, by CLDR's rules for the language.
    ///
    /// - English: `one` for 1, else `other` ("0 members", "1 member", "2 members").
    /// - Portuguese: `one` for 0 and 1 ("0 membro", "1 membro"), `many` for a non-zero
    ///   multiple of a million ("1.000.000 de membros"), else `other`.
    public func pluralCategory(of count: Int) -> PluralCategory {
        let magnitude = count.magnitude
        switch self {
        case .english:
            return magnitude == 1 ? .one : .other
        case .brazilianPortuguese:
            if magnitude <= 1 { return .one }
            return magnitude % 1_000_000 == 0 ? .many : .other
        }
    }
}
