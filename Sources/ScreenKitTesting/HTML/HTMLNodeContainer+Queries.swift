extension HTMLNodeContainer {
    /// The child nodes that are elements.
    public var childElements: [ParsedElement] {
        children.compactMap(\.element)
    }

    /// Every descendant element, in document order.
    public var descendants: [ParsedElement] {
        elements { _ in true }
    }

    /// Every descendant element that satisfies `predicate`, in document order.
    public func elements(where predicate: (ParsedElement) -> Bool) -> [ParsedElement] {
        var found: [ParsedElement] = []
        collect(into: &found, where: predicate)
        return found
    }

    /// Every descendant element with the tag `name` (compared case-insensitively).
    public func elements(named name: String) -> [ParsedElement] {
        let name = name.lowercased()
        return elements { $0.name == name }
    }

    /// The first descendant element that satisfies `predicate`.
    public func first(where predicate: (ParsedElement) -> Bool) -> ParsedElement? {
        for child in childElements {
            if predicate(child) { return child }
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// The first descendant element with the tag `name` (compared case-insensitively).
    public func first(_ name: String) -> ParsedElement? {
        let name = name.lowercased()
        return first { $0.name == name }
    }

    /// The first descendant element whose `id` is `id`.
    public func element(id: String) -> ParsedElement? {
        first { $0.id == id }
    }

    /// The text of every descendant text node joined as written (script and style content
    /// included, as in the DOM's `textContent`).
    public var textContent: String {
        children.reduce(into: "") { text, node in
            switch node {
            case .text(let string): text += string
            case .element(let element): text += element.textContent
            case .comment, .doctype: break
            }
        }
    }

    /// ``textContent`` with each run of ASCII whitespace turned into one space and both ends
    /// trimmed: what a test usually compares. A no-break space (`&nbsp;`) is kept.
    public var normalizedText: String {
        textContent.split(whereSeparator: HTMLSyntax.isWhitespace).joined(separator: " ")
    }

    private func collect(into found: inout [ParsedElement], where predicate: (ParsedElement) -> Bool) {
        for child in childElements {
            if predicate(child) { found.append(child) }
            child.collect(into: &found, where: predicate)
        }
    }
}
