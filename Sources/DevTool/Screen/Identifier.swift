/// Spellings of one name for the places it goes: types, properties, paths, labels.
enum Identifier {
    static func isUpperCamel(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isUppercase else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    static func isLowerCamel(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLowercase else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// `ChangePassword` → `changePassword`; a leading run of capitals is lowered as one
    /// (`URLCheck` → `urlCheck`).
    static func lowerCamel(_ upper: String) -> String {
        let characters = Array(upper)
        var capitals = characters.prefix { $0.isUppercase }.count
        if capitals > 1 && capitals < characters.count { capitals -= 1 }
        return String(characters.prefix(capitals)).lowercased() + String(characters.dropFirst(capitals))
    }

    /// `display_name` → `displayName`.
    static func camel(snake: String) -> String {
        let parts = snake.split(separator: "_")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The words of an UpperCamelCase name: `ChangePassword` → `["Change", "Password"]`, and a
    /// run of capitals stays one word: `URLCheck` → `["URL", "Check"]`.
    static func splitWords(_ upper: String) -> [String] {
        let characters = Array(upper)
        var words: [String] = []
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase
                && (previous.map { !$0.isUppercase } ?? true || next?.isLowercase == true)
            if startsWord || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }

    /// `ChangePassword` → `change-password`.
    static func kebab(_ upper: String) -> String {
        splitWords(upper).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `ChangePassword` → `Change password`, as a title or a label reads.
    static func words(_ upper: String) -> String {
        let words = splitWords(upper)
        return ([words.first ?? ""] + words.dropFirst().map { $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }).joined(separator: " ")
    }

    /// `display_name` → `Display name`.
    static func label(snake: String) -> String {
        let words = snake.split(separator: "_").map(String.init)
        guard let first = words.first else { return snake }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    /// A Swift string literal holding `text`.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    static func isKeyword(_ name: String) -> Bool {
        keywords.contains(name)
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "any", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "some",
        "Type", "Protocol",
    ]
}
