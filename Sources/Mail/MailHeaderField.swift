/// One header field written word by word, folded (RFC 5322 §2.2.3) so that its lines stay
/// within 78 characters wherever the words allow, and always within 998.
///
/// Text that a member or a feature wrote goes through ``sanitized(_:)`` first: a CR or LF in a
/// subject or a name must never start a header line of its own (`Bcc:` and the like).
struct MailHeaderField {
    static let preferredLineLength = 78

    private var bytes: [UInt8]
    private var lineLength: Int
    private var lineHasWord = false

    private init(_ name: String) {
        bytes = Array(name.utf8) + [UInt8(ascii: ":")]
        lineLength = bytes.count
    }

    /// The field with its closing CRLF.
    var line: [UInt8] { bytes + [0x0D, 0x0A] }

    /// `Subject: …`: plain when the text is ASCII and its words fit on a line, RFC 2047
    /// encoded-words otherwise.
    static func unstructured(_ name: String, _ text: String) -> MailHeaderField {
        var field = MailHeaderField(name)
        let clean = sanitized(text)
        let pieces = words(of: clean)
        // Plain text that looks like an encoded-word would be decoded by the reader's program.
        let isPlain = clean.utf8.allSatisfy { $0 < 0x80 } && !clean.contains("=?")
            && pieces.allSatisfy { $0.spaces + $0.word.count < preferredLineLength }
        if isPlain {
            for piece in pieces { field.append(piece.word, spaces: max(1, piece.spaces)) }
        } else {
            for word in EncodedWord.words(for: clean) { field.append(word) }
        }
        return field
    }

    /// `From: "Name" <address>`: the name as a quoted-string when it is ASCII and short, as
    /// encoded-words otherwise; the bare address when there is no name.
    static func mailbox(_ name: String, _ mailbox: MailAddress) -> MailHeaderField {
        var field = MailHeaderField(name)
        let displayName = sanitized(mailbox.name)
        guard !displayName.isEmpty else {
            field.append(mailbox.address.utf8)
            return field
        }
        let quoted = quotedString(displayName)
        if displayName.utf8.allSatisfy({ $0 < 0x80 }) && quoted.count < preferredLineLength {
            field.append(quoted)
        } else {
            for word in EncodedWord.words(for: displayName) { field.append(word) }
        }
        field.append([UInt8(ascii: "<")] + mailbox.address.utf8 + [UInt8(ascii: ">")])
        return field
    }

    /// Appends `word` after `spaces` spaces, folding before them when the word would not fit
    /// on the current line (unless the line holds only the field's name).
    private mutating func append(_ word: some Collection<UInt8>, spaces: Int = 1) {
        if lineHasWord && lineLength + spaces + word.count > Self.preferredLineLength {
            bytes += [0x0D, 0x0A]
            lineLength = 0
        }
        bytes += repeatElement(UInt8(ascii: " "), count: spaces)
        bytes += word
        lineLength += spaces + word.count
        lineHasWord = true
    }

    /// `text` with every control character (CR, LF, NUL, tab, DEL, C1 and the Unicode line and
    /// paragraph separators) turned into a space, and no spaces around it.
    static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        let clean = Substring(String(scalars))
        guard let first = clean.firstIndex(where: { $0 != " " }), let last = clean.lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(clean[first...last])
    }

    /// The words of `text` (which has no spaces around it), each with the spaces before it.
    private static func words(of text: String) -> [(spaces: Int, word: ArraySlice<UInt8>)] {
        let bytes = Array(text.utf8)
        var pieces: [(spaces: Int, word: ArraySlice<UInt8>)] = []
        var index = 0
        while index < bytes.count {
            var end = index
            while end < bytes.count && bytes[end] == UInt8(ascii: " ") { end += 1 }
            let spaces = end - index
            let start = end
            while end < bytes.count && bytes[end] != UInt8(ascii: " ") { end += 1 }
            pieces.append((spaces, bytes[start..<end]))
            index = end
        }
        return pieces
    }

    /// RFC 5322 §3.2.4: the text in double quotes, `"` and `\` escaped with a backslash.
    private static func quotedString(_ text: String) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "\""))
        return output
    }
}
