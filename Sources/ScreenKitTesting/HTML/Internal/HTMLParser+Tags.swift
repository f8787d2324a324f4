extension HTMLParser {
    /// Reads `<name attributes…>` or `<name …/>` and opens, or adds, its element.
    mutating func parseStartTag() throws(HTMLParseError) {
        let start = position
        position += 1
        let name = try readTagName(tagStart: start)
        var attributes: [ParsedAttribute] = []
        var selfClosing = false
        readingAttributes: while true {
            let separated = skipWhitespace()
            guard let byte = current else {
                throw failure(.unterminatedTag, at: start, "the input ends inside <\(name)>")
            }
            switch byte {
            case UInt8(ascii: ">"):
                position += 1
                break readingAttributes
            case UInt8(ascii: "/"):
                guard let next = self.byte(at: position + 1) else {
                    throw failure(.unterminatedTag, at: start, "the input ends inside <\(name)>")
                }
                guard next == UInt8(ascii: ">") else {
                    throw failure(.malformedTag, at: position, "a “/” inside <\(name)> that does not end it")
                }
                selfClosing = true
                position += 2
                break readingAttributes
            default:
                guard separated else {
                    throw failure(.malformedAttribute, at: position, "no whitespace before this attribute of <\(name)>")
                }
                let attributeStart = position
                let attribute = try readAttribute(of: name, tagStart: start)
                if attributes.contains(where: { $0.name == attribute.name }) {
                    throw failure(.duplicateAttribute, at: attributeStart, "<\(name)> has “\(attribute.name)” twice")
                }
                attributes.append(attribute)
            }
        }
        acceptsDoctype = false
        try open(name, attributes: attributes, selfClosing: selfClosing, at: start)
    }

    /// Reads `</name>` and closes the innermost open element, which must be `name`.
    mutating func parseCloseTag() throws(HTMLParseError) {
        let start = position
        position += 2
        guard let first = current else {
            throw failure(.unterminatedTag, at: start, "the input ends inside a close tag")
        }
        guard HTMLSyntax.isLetter(first) else {
            throw failure(.malformedTag, at: start, "“</” is not followed by a tag name")
        }
        let name = try readTagName(tagStart: start)
        skipWhitespace()
        guard let byte = current else {
            throw failure(.unterminatedTag, at: start, "the input ends inside </\(name)>")
        }
        guard byte == UInt8(ascii: ">") else {
            throw failure(.malformedTag, at: position, "</\(name)> holds \(HTMLSyntax.describe(byte)) after its name")
        }
        position += 1
        if HTMLSyntax.voidElements.contains(name) {
            throw failure(.closeTagForVoidElement, at: start, "<\(name)> is void and has no close tag")
        }
        guard let innermost = openElements.popLast() else {
            throw failure(.strayCloseTag, at: start, "</\(name)> closes nothing: no element is open")
        }
        guard innermost.name == name else {
            throw failure(.mismatchedCloseTag, at: start, "</\(name)> where <\(innermost.name)> is the open element")
        }
        append(.element(innermost.element))
    }

    private mutating func open(_ name: String, attributes: [ParsedAttribute], selfClosing: Bool, at start: Int) throws(HTMLParseError) {
        let inForeignContent = openElements.last?.isForeign ?? false
        let isForeign = inForeignContent || HTMLSyntax.foreignElements.contains(name)
        let isVoid = HTMLSyntax.voidElements.contains(name)
        if selfClosing, !isVoid, !isForeign {
            throw failure(.selfClosingNonVoidElement, at: start, "<\(name)/> is not void: browsers ignore “/” and leave it open")
        }
        if isVoid || selfClosing {
            append(.element(ParsedElement(name: name, attributes: attributes)))
            return
        }
        openElements.append(HTMLOpenElement(name: name, attributes: attributes, offset: start, isForeign: isForeign))
        if !inForeignContent, HTMLSyntax.rawTextElements.contains(name) {
            try readRawText(of: name, escapable: false)
        } else if !inForeignContent, HTMLSyntax.escapableRawTextElements.contains(name) {
            try readRawText(of: name, escapable: true)
        }
    }

    /// Reads a tag name up to whitespace, `/` or `>`, lower-cased.
    private mutating func readTagName(tagStart: Int) throws(HTMLParseError) -> String {
        let start = position
        while let byte = current, !HTMLSyntax.isWhitespace(byte), byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">") {
            guard HTMLSyntax.isTagNameCharacter(byte) else {
                throw failure(.malformedTag, at: position, "\(HTMLSyntax.describe(byte)) in a tag name")
            }
            position += 1
        }
        guard current != nil else {
            throw failure(.unterminatedTag, at: tagStart, "the input ends inside a tag")
        }
        return String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
    }
}
