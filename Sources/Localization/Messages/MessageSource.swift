/// One key's copy in one language, as a catalog writes it: plain text with `{name}`
/// placeholders, or a plural's forms. Copy that still waits for a translator is wrapped in
/// ``untranslated(_:)``: it is shown as written, and ``Messages/untranslated`` lists it.
///
/// ```swift
/// .signInTitle: "Entrar",
/// .membersCount: .plural(one: "{count} membro", other: "{count} membros"),
/// .newScreenTitle: .untranslated("Interests"),
/// ```
public struct MessageSource: Sendable, ExpressibleByStringLiteral {
    enum Forms: Sendable {
        case text(String)
        /// Chosen by the argument `count`: `zero` (when given) for 0, else by the language's
        /// plural category; `many` falls back to `other`.
        case plural(zero: String?, one: String, many: String?, other: String)
    }

    let forms: Forms
    /// Written in the source language and not yet translated.
    public let needsTranslation: Bool

    public init(stringLiteral text: String) {
        forms = .text(text)
        needsTranslation = false
    }

    init(forms: Forms, needsTranslation: Bool) {
        self.forms = forms
        self.needsTranslation = needsTranslation
    }

    /// A text whose words depend on `{count}`.
    public static func plural(zero: String? = nil, one: String, many: String? = nil, other: String) -> MessageSource {
        MessageSource(forms: .plural(zero: zero, one: one, many: many, other: other), needsTranslation: false)
    }

    /// Copy written in another language, shown until a translator replaces it.
    public static func untranslated(_ source: MessageSource) -> MessageSource {
        MessageSource(forms: source.forms, needsTranslation: true)
    }

    /// Every text this source may show, for checking its placeholders.
    var texts: [String] {
        switch forms {
        case .text(let text): [text]
        case .plural(let zero, let one, let many, let other): [zero, one, many, other].compactMap { $0 }
        }
    }
}
