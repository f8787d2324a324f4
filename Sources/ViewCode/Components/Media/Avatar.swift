/// A person's picture: their image when they have one, the initials of their name in a
/// circle otherwise. Decorative — their name is always beside it — so the image's `alt` is
/// empty and the initials are hidden from screen readers.
///
/// The initials are written straight from the name's bytes, with no text made for them: a
/// picture may sit in every row of a list.
///
/// ```swift
/// Avatar(imagePath: member.picturePath, name: member.name, size: .small)
/// ```
public struct Avatar: HTML, Sendable {
    public enum Size: Int, Sendable {
        case small = 32
        case large = 96
    }

    public let imagePath: String?
    public let name: String
    public let size: Size

    public init(imagePath: String?, name: String, size: Size) {
        self.imagePath = imagePath
        self.name = name
        self.size = size
    }

    public func render(into buffer: inout HTMLBuffer) {
        if let path = imagePath {
            Img(src: path, alt: "", .class(size == .large ? "avatar avatar-large" : "avatar"), .width(size.rawValue), .height(size.rawValue))
                .render(into: &buffer)
        } else {
            buffer.write(size == .large
                ? #"<span class="avatar avatar-large avatar-initials" aria-hidden="true">"#
                : #"<span class="avatar avatar-initials" aria-hidden="true">"#)
            Self.writeInitials(of: name, into: &buffer)
            buffer.write("</span>")
        }
    }

    /// The first letter of the name's first and last words, upper-cased: "Ada Lovelace" → "AL".
    static func writeInitials(of name: String, into buffer: inout HTMLBuffer) {
        var first: String.Index?
        var last: String.Index?
        var afterSpace = true
        let bytes = name.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            // A word starts at a byte after a space that does not continue a UTF-8 sequence.
            if afterSpace && !isSpace && byte & 0xC0 != 0x80 {
                if first == nil { first = index } else { last = index }
            }
            afterSpace = isSpace
            bytes.formIndex(after: &index)
        }
        if let first { writeLetter(at: first, of: name, into: &buffer) }
        if let last { writeLetter(at: last, of: name, into: &buffer) }
    }

    private static func writeLetter(at start: String.Index, of name: String, into buffer: inout HTMLBuffer) {
        let byte = name.utf8[start]
        if (0x61...0x7A).contains(byte) {
            buffer.write(byte: byte - 0x20)
        } else if (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) {
            buffer.write(byte: byte)
        } else if let character = name[start...].first {
            buffer.writeEscaped(character.uppercased(), context: .text)
        }
    }
}
