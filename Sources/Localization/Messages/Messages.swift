/// A feature's catalogs, resolved once: every key's template in every language, parsed when
/// the feature's ``MessageKey/messages`` is first read, so a page finds its copy by two array
/// indexes and never parses or looks anything up by name.
///
/// A key missing in a language shows the fallback language's copy (and then the key's name)
/// rather than nothing; ``problems`` says so, with every placeholder that disagrees with the
/// key's declared arguments, and each feature's tests expect it empty.
public final class Messages<Key: MessageKey>: Sendable {
    /// By language, then by key.
    private let templates: [[MessageTemplate]]
    /// What ``problems`` reports, found while resolving.
    public let problems: [String]
    /// Keys whose copy in a language still waits for a translator, as `pt-BR AccountText.title`.
    public let untranslated: [String]

    /// Resolves `catalogs`, one per language.
    public init(_ catalogs: [Language: [Key: MessageSource]]) {
        var problems: [String] = []
        var untranslated: [String] = []
        var templates: [[MessageTemplate]] = []
        let fallback = catalogs[.fallback] ?? [:]
        for language in Language.allCases {
            let catalog = catalogs[language] ?? [:]
            var table: [MessageTemplate] = []
            table.reserveCapacity(Key.allCases.count)
            for (index, key) in Key.allCases.enumerated() {
                if key.rawValue != index {
                    problems.append("\(key.name) is numbered \(key.rawValue), not \(index): keys are numbered in order from zero")
                }
                guard let source = catalog[key] ?? fallback[key] else {
                    problems.append("\(key.name) is missing in \(language.tag)")
                    table.append(MessageTemplate(literal: key.name))
                    continue
                }
                if catalog[key] == nil {
                    problems.append("\(key.name) is missing in \(language.tag)")
                }
                if source.needsTranslation, catalog[key] != nil {
                    untranslated.append("\(language.tag) \(key.name)")
                }
                problems += Self.problems(of: key, source: source, in: language)
                table.append(MessageTemplate(source))
            }
            templates.append(table)
        }
        self.templates = templates
        self.problems = problems
        self.untranslated = untranslated
    }

    /// The key's template in `language`.
    @inline(__always)
    func template(_ key: Key, in language: Language) -> MessageTemplate {
        templates[language.rawValue][key.rawValue]
    }

    /// The key's whole copy in `language` when it has no placeholders, read in place.
    @inline(__always)
    func plainText(_ key: Key, in language: Language) -> String? {
        templates[language.rawValue].withUnsafeBufferPointer { $0[key.rawValue].plainText }
    }

    private static func problems(of key: Key, source: MessageSource, in language: Language) -> [String] {
        var problems: [String] = []
        let declared = Set(key.argumentNames)
        let template = MessageTemplate(source)
        for text in source.texts {
            for problem in MessageTemplate.syntaxProblems(in: text) {
                problems.append("\(key.name) in \(language.tag): \(problem)")
            }
        }
        for name in template.placeholders.subtracting(declared).sorted() {
            problems.append("\(key.name) in \(language.tag) writes {\(name)}, which the key does not declare")
        }
        // A plural form may leave the count out ("um membro"), as long as another form uses it.
        for name in declared.subtracting(template.placeholders).sorted() where !(template.isPlural && name == "count") {
            problems.append("\(key.name) in \(language.tag) leaves out {\(name)}")
        }
        if template.isPlural, !declared.contains("count") {
            problems.append("\(key.name) in \(language.tag) is a plural, but the key takes no {count}")
        }
        return problems
    }
}
