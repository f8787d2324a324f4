import ScreenKit

/// Everything the language form shows; sent as JSON to JSON clients.
struct LanguageSettingViewModel: Encodable, Equatable, Sendable {
    /// One choice the form offers: a language's tag and its name in itself, or the empty tag
    /// that leaves the choice to the browser.
    struct Choice: Encodable, Equatable, Sendable {
        let tag: String
        let name: String
    }

    /// The member's choice as its tag; empty while the browser decides.
    var selected = ""
    var languageError: String?
    /// Every language the app speaks, each named in itself so a reader finds theirs whatever
    /// the page's language.
    var languages: [Choice] = Language.allCases.map { Choice(tag: $0.tag, name: $0.endonym) }
}

/// What the language form sends: a language's tag, or empty for the browser's choice.
struct LanguageSettingForm: Decodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case language
    }

    let language: String
}
