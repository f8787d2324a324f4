extension HTMLParser {
    /// Reads the content of `<script>`/`<style>` (kept as written) or `<textarea>`/`<title>`
    /// (`escapable`: references decoded, no `<` allowed) up to its close tag, which the main
    /// loop then reads.
    mutating func readRawText(of name: String, escapable: Bool) throws(HTMLParseError) {
        let start = position
        guard let end = closeTagOffset(of: name) else {
            let offset = openElements.last?.offset ?? start
            throw failure(.unclosedElement, at: offset, "<\(name)> is never closed")
        }
        let content = bytes[start..<end]
        position = end
        guard !content.isEmpty else { return }
        if escapable {
            if let lessThan = content.firstIndex(of: UInt8(ascii: "<")) {
                throw failure(.unescapedLessThan, at: lessThan, "a “<” inside <\(name)>; its text must escape it as &lt;")
            }
            append(.text(HTMLCharacterReference.decode(content)))
        } else {
            append(.text(String(decoding: content, as: UTF8.self)))
        }
    }

    /// The offset of the next `</name` (any case) that is followed by whitespace, `/`, `>` or
    /// the end of the input.
    private func closeTagOffset(of name: String) -> Int? {
        let closeTag = "</" + name
        var index = position
        while let lessThan = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if hasPrefix(closeTag, at: lessThan) {
                let after = byte(at: lessThan + closeTag.utf8.count)
                if after.map({ HTMLSyntax.isWhitespace($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ">") }) ?? true {
                    return lessThan
                }
            }
            index = lessThan + 1
        }
        return nil
    }
}
