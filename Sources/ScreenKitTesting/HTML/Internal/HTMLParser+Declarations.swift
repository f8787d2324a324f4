extension HTMLParser {
    /// Reads `<!-- … -->` or `<!DOCTYPE …>`; any other `<!` is an error.
    mutating func parseDeclaration() throws(HTMLParseError) {
        if hasPrefix("<!--", at: position) {
            try parseComment()
        } else if hasPrefix("<!doctype", at: position) {
            try parseDoctype()
        } else {
            throw failure(.malformedDeclaration, at: position, "“<!” opens neither a comment nor a doctype")
        }
    }

    private mutating func parseComment() throws(HTMLParseError) {
        let start = position
        guard let end = firstIndex(of: "-->", from: start + 4) else {
            throw failure(.unterminatedComment, at: start, "“<!--” with no “-->”")
        }
        append(.comment(String(decoding: bytes[(start + 4)..<end], as: UTF8.self)))
        position = end + 3
    }

    private mutating func parseDoctype() throws(HTMLParseError) {
        let start = position
        guard acceptsDoctype, openElements.isEmpty else {
            throw failure(.misplacedDoctype, at: start, "a doctype after an element, text or another doctype")
        }
        position += "<!doctype".utf8.count
        guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
            throw failure(.unterminatedTag, at: start, "the input ends inside the doctype")
        }
        let content = bytes[position..<end]
        guard let first = content.first, HTMLSyntax.isWhitespace(first),
              !content.allSatisfy(HTMLSyntax.isWhitespace)
        else {
            throw failure(.malformedDeclaration, at: start, "the doctype has no name: write <!DOCTYPE html>")
        }
        let name = String(decoding: content, as: UTF8.self).split(whereSeparator: HTMLSyntax.isWhitespace).joined(separator: " ")
        append(.doctype(name))
        acceptsDoctype = false
        position = end + 1
    }
}
