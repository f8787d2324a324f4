/// The few facts of HTML syntax the parser relies on, by byte.
enum HTMLSyntax {
    /// Elements that never have content or a close tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input",
        "link", "meta", "source", "track", "wbr",
    ]

    /// Elements whose content is kept as written, up to their close tag.
    static let rawTextElements: Set<String> = ["script", "style"]

    /// Elements whose content is text with character references, and no tags.
    static let escapableRawTextElements: Set<String> = ["textarea", "title"]

    /// Roots of foreign content, where `/>` closes any element and `<title>` or `<style>` are
    /// ordinary elements.
    static let foreignElements: Set<String> = ["svg", "math"]

    /// ASCII whitespace as HTML defines it: space, tab, line feed, form feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Whether `character` is ASCII whitespace (`"\r\n"` is one `Character`).
    static func isWhitespace(_ character: Character) -> Bool {
        character.utf8.allSatisfy(isWhitespace)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        isLetter(byte) ? byte | 0x20 : byte
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || (0x30...0x39).contains(byte)
    }

    /// Letters, digits, `-`, `_`, `.`, `:` and any non-ASCII byte (custom element names).
    static func isTagNameCharacter(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte >= 0x80 || "-_.:".utf8.contains(byte)
    }

    /// Anything but controls, quotes and `<` (whitespace, `/`, `>` and `=` end the name).
    static func isAttributeNameCharacter(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != 0x7F && !"\"'<".utf8.contains(byte)
    }

    /// Characters an unquoted attribute value may not hold.
    static func isForbiddenInUnquotedValue(_ byte: UInt8) -> Bool {
        "\"'<=`".utf8.contains(byte) || byte < 0x20 || byte == 0x7F
    }

    /// `byte` as written, for error messages.
    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "“\(Character(Unicode.Scalar(byte)))”" : "byte 0x\(String(byte, radix: 16))"
    }
}
