/// Writes a finished tree as compact JSON into one growing byte array.
struct JSONWriter {
    private(set) var bytes: [UInt8]

    init(reservingCapacity capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ node: JSONNode) {
        switch node {
        case .empty:
            write("{}")
        case .null:
            write("null")
        case .bool(let value):
            write(value ? "true" : "false")
        case .number(let text):
            bytes.append(contentsOf: text.utf8)
        case .string(let text):
            writeString(text)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (position, element) in array.elements.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for position in 0..<object.count {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(object.keys[position])
                bytes.append(UInt8(ascii: ":"))
                write(object.values[position])
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    mutating func writeNewline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `string` quoted and escaped, reading its UTF-8 once and copying runs that need
    /// no escaping in one append.
    ///
    /// Only what JSON requires is escaped, plus U+2028 and U+2029: JSON allows them raw but
    /// older JavaScript treats them as line ends, which would break JSON embedded in a script.
    /// `/` and every other character stay as they are.
    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { source in
            let end = source.count
            var runStart = 0
            var index = 0
            while index < end {
                let byte = source[index]
                var width = 1
                if byte == 0xE2, index + 2 < end, source[index + 1] == 0x80, source[index + 2] & 0xFE == 0xA8 {
                    width = 3
                } else if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                if index > runStart {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                }
                if width == 3 {
                    bytes.append(contentsOf: source[index + 2] == 0xA8 ? #"\u2028"#.utf8 : #"\u2029"#.utf8)
                } else {
                    writeEscaped(byte)
                }
                index += width
                runStart = index
            }
            if end > runStart {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<end]))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes the escape for a quote, a backslash or a C0 control: the two-character form
    /// where JSON has one, `\u00XX` otherwise.
    private mutating func writeEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
