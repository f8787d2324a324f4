/// A message parsed once from its catalog's copy: runs of text and the placeholders between
/// them, so writing it walks the parts and never scans the copy again.
struct MessageTemplate: Sendable {
    enum Part: Sendable {
        case text(Substring)
        case placeholder(Substring)
    }

    private enum Body: Sendable {
        case parts([Part])
        case plural(zero: [Part]?, one: [Part], many: [Part]?, other: [Part])
    }

    private let body: Body
    /// The whole message when it has no placeholders and one form: what most copy is (titles,
    /// labels, buttons), handed out as the catalog's own string, so asking for it as text
    /// copies nothing.
    let plainText: String?

    /// Parsed from `source`; a `{` without its `}` (or a `}` alone) is kept as text, and
    /// reported by ``problems(in:)``.
    init(_ source: MessageSource) {
        switch source.forms {
        case .text(let text):
            let parts = Self.parse(text)
            body = .parts(parts)
            plainText = parts.contains { if case .placeholder = $0 { true } else { false } } ? nil : text
        case .plural(let zero, let one, let many, let other):
            body = .plural(zero: zero.map(Self.parse), one: Self.parse(one), many: many.map(Self.parse), other: Self.parse(other))
            plainText = nil
        }
    }

    /// A template that writes `text` as it is: the last resort for a key missing in every
    /// catalog, so a page shows the key's name rather than nothing.
    init(literal text: String) {
        body = .parts([.text(text[...])])
        plainText = text
    }

    var isPlural: Bool {
        if case .plural = body { return true }
        return false
    }

    /// The names of every placeholder in every form.
    var placeholders: Set<String> {
        var names = Set<String>()
        for parts in allForms {
            for case .placeholder(let name) in parts {
                names.insert(String(name))
            }
        }
        return names
    }

    private var allForms: [[Part]] {
        switch body {
        case .parts(let parts): [parts]
        case .plural(let zero, let one, let many, let other): [zero, one, many, other].compactMap { $0 }
        }
    }

    /// Writes the message with `arguments` filled in. A placeholder no argument fills is
    /// written as `{name}`, so a page shows what is missing rather than hiding it.
    func write(_ arguments: [MessageArgument], language: Language, into sink: inout some MessageSink & ~Copyable) {
        let parts: [Part]
        switch body {
        case .parts(let plain):
            parts = plain
        case .plural(let zero, let one, let many, let other):
            let count = arguments.first(where: { $0.fills("count") }).flatMap { argument -> Int? in
                if case .integer(let number) = argument.value { return number }
                return nil
            } ?? 0
            if count == 0, let zero {
                parts = zero
            } else {
                switch language.pluralCategory(of: count) {
                case .one: parts = one
                case .many: parts = many ?? other
                case .other: parts = other
                }
            }
        }
        // A sentence that ends with a name ending its own sentence ("Welcome back, Ada Jr.")
        // keeps one full stop: the template's is left out after the name's.
        var argumentEndedSentence = false
        for part in parts {
            switch part {
            case .text(let text):
                if argumentEndedSentence, text.utf8.first == ASCII.fullStop {
                    sink.appendMessageText(text.dropFirst())
                } else {
                    sink.appendMessageText(text)
                }
                argumentEndedSentence = false
            case .placeholder(let name):
                if let argument = arguments.first(where: { $0.fills(name) }) {
                    argument.write(language: language, into: &sink)
                    argumentEndedSentence = argument.endsSentence
                } else {
                    argumentEndedSentence = false
                    sink.appendMessageText("{")
                    sink.appendMessageText(name)
                    sink.appendMessageText("}")
                }
            }
        }
    }

    /// What is wrong with `text` as a template: braces that do not pair, an empty or
    /// malformed placeholder name.
    static func syntaxProblems(in text: String) -> [String] {
        var problems: [String] = []
        var open: String.Index?
        for index in text.indices {
            switch text[index] {
            case "{":
                if open != nil { problems.append("a '{' inside a placeholder") }
                open = index
            case "}":
                guard let start = open else {
                    problems.append("a '}' without its '{'")
                    continue
                }
                let name = text[text.index(after: start)..<index]
                if name.isEmpty || !name.utf8.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) }) {
                    problems.append("the placeholder '{\(name)}' is not a name")
                }
                open = nil
            default:
                continue
            }
        }
        if open != nil { problems.append("a '{' without its '}'") }
        return problems
    }

    private static func parse(_ text: String) -> [Part] {
        guard syntaxProblems(in: text).isEmpty else { return [.text(text[...])] }
        var parts: [Part] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(rest[..<open])) }
            parts.append(.placeholder(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(rest)) }
        return parts
    }
}
