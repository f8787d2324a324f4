extension ScreenTemplates {
    /// The catalog's type: `InterestsText`.
    var catalogName: String { "\(name)Text" }

    /// The screen's copy as catalog keys, each with its English words: the title, and for a
    /// form its button, its flash, and each field's label and problem.
    var catalogEntries: [(key: String, english: String)] {
        var entries = [(key: "title", english: spec.title)]
        guard isForm else { return entries }
        entries += [("save", "Save"), ("saved", "Saved")]
        for field in fields {
            entries.append((field.labelKey, field.label))
            if let check = field.check { entries.append((field.problemKey, check.message)) }
        }
        return entries
    }

    /// The screen's catalog. The second language starts as the English marked
    /// `.untranslated`: the screen works in every language at once, and `make lint` lists the
    /// keys that wait for a translator (`Messages.untranslated` does too), without failing a
    /// screen just generated.
    var catalog: String {
        let entries = catalogEntries
        return Code.lines(
            "import ScreenKit", "",
            "/// The copy of \(screenPhrase), in every language the app speaks; the Portuguese waits for",
            "/// a translator (`make lint` lists it).",
            "enum \(catalogName): Int, MessageKey {",
            entries.map { "    case \($0.key)" }, "",
            "    var argumentNames: [String] { [] }", "",
            "    static let english: [\(catalogName): MessageSource] = [",
            entries.map { "        .\($0.key): \(Identifier.literal($0.english))," },
            "    ]", "",
            "    static let brazilianPortuguese: [\(catalogName): MessageSource] = [",
            entries.map { "        .\($0.key): .untranslated(\(Identifier.literal($0.english)))," },
            "    ]", "",
            "    static let messages = Messages<\(catalogName)>([.english: english, .brazilianPortuguese: brazilianPortuguese])",
            "}")
    }
}

extension FieldSpec {
    /// The catalog key of the field's label: `displayNameLabel`.
    var labelKey: String { property + "Label" }
    /// The catalog key of the field's problem: `displayNameProblem`.
    var problemKey: String { property + "Problem" }
}
