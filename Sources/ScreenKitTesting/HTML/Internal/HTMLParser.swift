/// Reads HTML in one pass over its UTF-8 bytes, keeping a stack of the elements still open,
/// and fails on the first markup a browser would have had to repair.
///
/// Tags are read in `HTMLParser+Tags.swift`, attributes in `HTMLParser+Attributes.swift`,
/// raw text in `HTMLParser+RawText.swift`, comments and the doctype in
/// `HTMLParser+Declarations.swift`.
struct HTMLParser {
    let bytes: [UInt8]
    var position = 0
    var openElements: [HTMLOpenElement] = []
    var topLevel: [HTMLNode] = []
    /// A doctype may come only before any element or text.
    var acceptsDoctype = true

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    mutating func parse() throws(HTMLParseError) -> HTMLDocument {
        while let byte = current {
            if byte == UInt8(ascii: "<") {
                try parseMarkup()
            } else {
                parseText()
            }
        }
        if let unclosed = openElements.last {
            throw failure(.unclosedElement, at: unclosed.offset, "<\(unclosed.name)> is never closed")
        }
        return HTMLDocument(children: topLevel)
    }

    private mutating func parseMarkup() throws(HTMLParseError) {
        let start = position
        switch byte(at: start + 1) {
        case let next? where HTMLSyntax.isLetter(next):
            try parseStartTag()
        case UInt8(ascii: "/"):
            try parseCloseTag()
        case UInt8(ascii: "!"):
            try parseDeclaration()
        default:
            throw failure(.unescapedLessThan, at: start, "a “<” that starts no tag; text must escape it as &lt;")
        }
    }

    private mutating func parseText() {
        let start = position
        while let byte = current, byte != UInt8(ascii: "<") {
            position += 1
        }
        let text = bytes[start..<position]
        if !text.allSatisfy(HTMLSyntax.isWhitespace) {
            acceptsDoctype = false
        }
        append(.text(HTMLCharacterReference.decode(text)))
    }

    // MARK: - Shared by the parts of the parser

    var current: UInt8? {
        byte(at: position)
    }

    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Adds `node` to the innermost open element, or to the top level.
    mutating func append(_ node: HTMLNode) {
        if openElements.isEmpty {
            topLevel.append(node)
        } else {
            openElements[openElements.count - 1].children.append(node)
        }
    }

    /// Moves past ASCII whitespace; returns whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while let byte = current, HTMLSyntax.isWhitespace(byte) {
            position += 1
        }
        return position > start
    }

    /// Whether `prefix` (ASCII) is written at `index`, letters compared case-insensitively.
    func hasPrefix(_ prefix: String, at index: Int) -> Bool {
        var index = index
        for expected in prefix.utf8 {
            guard let byte = byte(at: index), HTMLSyntax.lowercased(byte) == HTMLSyntax.lowercased(expected) else {
                return false
            }
            index += 1
        }
        return true
    }

    /// The index of the next `pattern` at or after `index`.
    func firstIndex(of pattern: String, from index: Int) -> Int? {
        let pattern = Array(pattern.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = index
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }

    func failure(_ code: HTMLParseError.Code, at offset: Int, _ detail: String) -> HTMLParseError {
        let before = bytes[..<offset]
        let line = before.count(where: { $0 == 0x0A }) + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return HTMLParseError(code, offset: offset, line: line, column: offset - lineStart + 1, detail: detail)
    }
}
