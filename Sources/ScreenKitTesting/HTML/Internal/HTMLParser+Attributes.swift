extension HTMLParser {
    /// Reads `name`, `name=value`, `name="value"` or `name='value'`, with optional whitespace
    /// around `=`.
    mutating func readAttribute(of element: String, tagStart: Int) throws(HTMLParseError) -> ParsedAttribute {
        let start = position
        while let byte = current, !HTMLSyntax.isWhitespace(byte),
              byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "=") {
            guard HTMLSyntax.isAttributeNameCharacter(byte) else {
                throw failure(.malformedAttribute, at: position, "\(HTMLSyntax.describe(byte)) in an attribute name of <\(element)>")
            }
            position += 1
        }
        guard current != nil else {
            throw failure(.unterminatedTag, at: tagStart, "the input ends inside <\(element)>")
        }
        guard position > start else {
            throw failure(.malformedAttribute, at: start, "“=” with no attribute name in <\(element)>")
        }
        let name = String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
        let afterName = position
        skipWhitespace()
        guard current == UInt8(ascii: "=") else {
            position = afterName
            return ParsedAttribute(name: name, value: "")
        }
        position += 1
        skipWhitespace()
        let value = try readAttributeValue(of: name, in: element, tagStart: tagStart)
        return ParsedAttribute(name: name, value: value)
    }

    private mutating func readAttributeValue(of name: String, in element: String, tagStart: Int) throws(HTMLParseError) -> String {
        guard let first = current else {
            throw failure(.unterminatedTag, at: tagStart, "the input ends inside <\(element)>")
        }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let quote = position
            guard let end = bytes[(quote + 1)...].firstIndex(of: first) else {
                throw failure(.unterminatedAttributeValue, at: quote, "the value of “\(name)” in <\(element)> is never closed")
            }
            position = end + 1
            return HTMLCharacterReference.decode(bytes[(quote + 1)..<end])
        }
        guard first != UInt8(ascii: ">") else {
            throw failure(.malformedAttribute, at: position, "“\(name)=” in <\(element)> has no value")
        }
        let start = position
        while let byte = current, !HTMLSyntax.isWhitespace(byte), byte != UInt8(ascii: ">") {
            guard !HTMLSyntax.isForbiddenInUnquotedValue(byte) else {
                throw failure(.malformedAttribute, at: position, "the unquoted value of “\(name)” in <\(element)> holds \(HTMLSyntax.describe(byte))")
            }
            position += 1
        }
        guard current != nil else {
            throw failure(.unterminatedTag, at: tagStart, "the input ends inside <\(element)>")
        }
        return HTMLCharacterReference.decode(bytes[start..<position])
    }
}
