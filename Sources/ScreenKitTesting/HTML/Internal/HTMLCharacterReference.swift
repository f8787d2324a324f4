/// Decodes character references: `&name;` for the names below, `&#NN;` and `&#xNN;`.
///
/// A reference must end with `;`. An `&` that starts no reference the decoder knows (`a & b`,
/// `&copy` without `;`, `&unknown;`) stays as written, which HTML allows.
enum HTMLCharacterReference {
    /// The named references a server's escaping or its templates plausibly write.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "middot": "·", "bull": "•", "times": "×", "divide": "÷", "deg": "°", "plusmn": "±",
        "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "shy": "\u{AD}", "zwj": "\u{200D}",
        "zwnj": "\u{200C}", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
    ]

    /// `bytes` as a string with every reference replaced by what it stands for.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "&"), let (replacement, end) = reference(in: bytes, at: index) {
                output.append(contentsOf: replacement.utf8)
                index = end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The reference starting at the `&` at `ampersand`: what it stands for and the index after
    /// its `;`, or `nil` when it is not a reference.
    private static func reference(in bytes: ArraySlice<UInt8>, at ampersand: Int) -> (String, Int)? {
        var index = ampersand + 1
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            var radix: UInt32 = 10
            if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "x") {
                radix = 16
                index += 1
            }
            let digitsStart = index
            var value: UInt32 = 0
            while index < bytes.endIndex, let digit = digitValue(bytes[index], radix: radix) {
                value = min(value * radix + digit, 0x11_0000)
                index += 1
            }
            guard index > digitsStart, index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") else { return nil }
            // NUL, surrogates and values past U+10FFFF become U+FFFD, as browsers do.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(scalar ?? "\u{FFFD}"), index + 1)
        }
        let nameStart = index
        while index < bytes.endIndex, index - nameStart < 32, HTMLSyntax.isAlphanumeric(bytes[index]) {
            index += 1
        }
        guard index > nameStart, index < bytes.endIndex, bytes[index] == UInt8(ascii: ";"),
              let replacement = named[String(decoding: bytes[nameStart..<index], as: UTF8.self)]
        else { return nil }
        return (replacement, index + 1)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46 where radix == 16: UInt32(byte - 0x41 + 10)
        case 0x61...0x66 where radix == 16: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
