/// Declarations read out of Swift source line by line, as the project writes them: a type's
/// head, with its conformances, on one line; its members indented four spaces more; its body
/// closed by a `}` at the head's indentation.
enum SwiftSource {
    /// A type declared or extended with a conformance on its head's line.
    struct Conformer: Equatable {
        let name: String
        let isExtension: Bool
    }

    /// How a type is made with no arguments.
    enum ArgumentFreeInit: Equatable {
        case plain
        case throwing
    }

    private static let typeKeywords: Set<Substring> = ["class", "struct", "actor", "enum", "extension"]

    /// The types that `text` declares or extends as conforming to `protocolName`:
    /// `final class LoginFixture: AccountDependencies {`, `extension TestStore: UserDependencies {}`.
    static func conformers(to protocolName: String, in text: String) -> [Conformer] {
        var found: [Conformer] = []
        for line in codeLines(text) {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: typeKeywords.contains), index + 1 < words.count else { continue }
            let head = words[(index + 1)...].joined(separator: " ")
            let name = head.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, let colon = head.dropFirst(name.count).firstIndex(of: ":") else { continue }
            // `Sendable where …` names `Sendable`; what follows `where` is no conformance.
            let list = head[head.index(after: colon)...].prefix { $0 != "{" }
            let conformances = list.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
            if conformances.contains(protocolName) {
                found.append(Conformer(name: String(name), isExtension: words[index] == "extension"))
            }
        }
        return found
    }

    /// The names of the `public protocol`s that `text` declares.
    static func publicProtocols(in text: String) -> [String] {
        codeLines(text).compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 3, words[0] == "public", words[1] == "protocol" else { return nil }
            let name = words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// The member lines of the type `name` that `text` declares (not an extension of it), or
    /// `nil` when it declares none.
    static func body(ofType name: String, in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: typeKeywords.contains), words[index] != "extension", index + 1 < words.count,
                  words[index + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }) == name,
                  !line.trimmingSpaces.hasPrefix("//")
            else { continue }
            let indent = String(line.prefix { $0 == " " })
            if line.hasSuffix("{}") { return [] }
            let end = lines[(number + 1)...].firstIndex { $0 == indent + "}" } ?? lines.endIndex
            return Array(lines[(number + 1)..<end])
        }
        return nil
    }

    /// How the type whose member lines are `body` is made with no arguments, or `nil` when it
    /// cannot be. A type with no initializer of its own is made with the one Swift writes,
    /// which does not throw.
    static func argumentFreeInit(in body: [String]) -> ArgumentFreeInit? {
        let memberIndent = body.first { !$0.trimmingSpaces.isEmpty }.map { String($0.prefix { $0 == " " }) } ?? "    "
        var found: [ArgumentFreeInit?] = []
        for (number, line) in body.enumerated() where line.hasPrefix(memberIndent) && !line.dropFirst(memberIndent.count).hasPrefix(" ") {
            let words = line.trimmingSpaces.split(separator: " ")
            guard let last = words.firstIndex(where: { $0.hasPrefix("init(") }) else { continue }
            // A private initializer is one a test cannot call; it still means Swift writes none.
            let callable = words[..<last].allSatisfy { ["public", "internal", "package", "convenience", "required", "override"].contains($0) }
            found.append(callable ? argumentFreeInit(signature: body[number...].map(\.trimmingSpaces).joined(separator: " ")) : nil)
        }
        guard !found.isEmpty else { return .plain }
        let usable = found.compactMap { $0 }
        guard !usable.isEmpty else { return nil }
        // Of several that need no arguments, one that does not throw is the one to call.
        return usable.contains(.plain) ? .plain : .throwing
    }

    /// How the initializer whose text starts `text` (`init(` and on, its body after it) is
    /// called with no arguments, or `nil` when a parameter has no default.
    private static func argumentFreeInit(signature text: String) -> ArgumentFreeInit? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        var depth = 0
        var parameters = [""]
        var previous: Character = " "
        var close: String.Index?
        for index in text[open...].indices {
            let character = text[index]
            defer { previous = character }
            if "([{<".contains(character) { depth += 1 }
            // The `>` of `->` closes nothing.
            if ")]}".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if depth == 0 {
                close = index
                break
            }
            if depth == 1 && character == "," {
                parameters.append("")
            } else if index != open {
                parameters[parameters.count - 1].append(character)
            }
        }
        guard let close else { return nil }
        let declared = parameters.map(\.trimmingSpaces).filter { !$0.isEmpty }
        guard declared.allSatisfy({ $0.contains("=") }) else { return nil }
        let effects = text[text.index(after: close)...].prefix { $0 != "{" }.split(separator: " ")
        return effects.contains { $0 == "throws" || $0.hasPrefix("throws(") } ? .throwing : .plain
    }

    /// The lines that are not comments.
    private static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let trimmed = line.trimmingSpaces
            return !trimmed.hasPrefix("//") && !trimmed.hasPrefix("*") && !trimmed.hasPrefix("/*")
        }
    }
}
