/// Quoted-printable decoding (RFC 2045 §6.7) as a receiving program does it.
enum QuotedPrintableReader {
    /// The encoded lines joined: `=XX` a byte, a trailing `=` a soft break, any other line end a CRLF.
    static func decode(_ lines: [[UInt8]]) -> [UInt8] {
        var output: [UInt8] = []
        for (number, line) in lines.enumerated() {
            var index = 0
            var softBreak = false
            while index < line.count {
                if line[index] == UInt8(ascii: "=") {
                    if index == line.count - 1 {
                        softBreak = true
                        break
                    }
                    if index + 2 < line.count, let high = hex(line[index + 1]), let low = hex(line[index + 2]) {
                        output.append(high << 4 | low)
                        index += 3
                        continue
                    }
                }
                output.append(line[index])
                index += 1
            }
            if !softBreak && number < lines.count - 1 { output += [0x0D, 0x0A] }
        }
        return output
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// RFC 2047 decoding of a header value: each `=?UTF-8?B?…?=` decoded, the white space between
/// two adjacent encoded-words dropped.
enum EncodedWordReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func decode(_ value: String) throws -> String {
        var bytes: [UInt8] = []
        var pendingSpace: [UInt8] = []
        var afterWord = false
        for token in tokens(Array(value.utf8)) {
            if token.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                pendingSpace = token
                continue
            }
            let prefix = Array("=?UTF-8?B?".utf8)
            if token.starts(with: prefix), token.suffix(2).elementsEqual("?=".utf8) {
                if !afterWord { bytes += pendingSpace }
                bytes += try base64(Array(token.dropFirst(prefix.count).dropLast(2)))
                afterWord = true
            } else {
                bytes += pendingSpace + token
                afterWord = false
            }
            pendingSpace = []
        }
        return String(decoding: bytes + pendingSpace, as: UTF8.self)
    }

    /// Runs of white space and runs of anything else.
    private static func tokens(_ bytes: [UInt8]) -> [[UInt8]] {
        var tokens: [[UInt8]] = []
        for byte in bytes {
            let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            if let last = tokens.last?.last, (last == UInt8(ascii: " ") || last == UInt8(ascii: "\t")) == isSpace {
                tokens[tokens.count - 1].append(byte)
            } else {
                tokens.append([byte])
            }
        }
        return tokens
    }

    static func base64(_ text: [UInt8]) throws -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        guard text.count % 4 == 0 else { throw Failure(description: "base64 length \(text.count) is not a multiple of 4") }
        var output: [UInt8] = []
        var group: UInt32 = 0
        var count = 0
        for character in text where character != UInt8(ascii: "=") {
            guard let value = alphabet.firstIndex(of: character) else { throw Failure(description: "not base64: \(character)") }
            group = group << 6 | UInt32(value)
            count += 1
            if count == 4 {
                output += [UInt8(group >> 16 & 0xFF), UInt8(group >> 8 & 0xFF), UInt8(group & 0xFF)]
                group = 0
                count = 0
            }
        }
        if count == 3 { output += [UInt8(group >> 10 & 0xFF), UInt8(group >> 2 & 0xFF)] }
        if count == 2 { output += [UInt8(group >> 4 & 0xFF)] }
        return output
    }
}
