/// The quoted-printable transfer encoding of RFC 2045 §6.7, for text bodies.
///
/// Chosen over base64 because a mostly-ASCII message stays readable in the raw source and
/// its size barely grows. Every line break of the text (CRLF, CR or LF) becomes a CRLF hard
/// break; no encoded line exceeds 76 characters.
///
/// Its output never holds `=` followed by `_` (every `=` starts a hex pair or a soft break),
/// which ``MailMessage`` relies on for its MIME boundary.
enum QuotedPrintable {
    static let maximumLineLength = 76

    static func encode(_ text: String, into output: inout [UInt8]) {
        var line: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
                break
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                encodeLine(line, into: &output)
                output += [0x0D, 0x0A]
                line.removeAll(keepingCapacity: true)
            default:
                line.append(byte)
            }
            previous = byte
        }
        encodeLine(line, into: &output)
    }

    /// One line of the text, without its break, cut by soft breaks (`=` CRLF) where needed.
    private static func encodeLine(_ line: [UInt8], into output: inout [UInt8]) {
        var length = 0
        for (index, byte) in line.enumerated() {
            let isLast = index == line.count - 1
            // A space or tab at the end of a line would be dropped by transports that trim.
            let literal = switch byte {
            case UInt8(ascii: "="): false
            case UInt8(ascii: " "), UInt8(ascii: "\t"): !isLast
            default: (0x21...0x7E).contains(byte)
            }
            let width = literal ? 1 : 3
            // The last character may fill the line; any other leaves room for the soft break's `=`.
            if length + width > maximumLineLength - (isLast ? 0 : 1) {
                output += [UInt8(ascii: "="), 0x0D, 0x0A]
                length = 0
            }
            if literal {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "="), hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            }
            length += width
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
