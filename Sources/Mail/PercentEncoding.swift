/// The `%XX` escapes of a URL's user information (RFC 3986 §2.1), which is how a password
/// holding `@`, `:` or `/` fits in an SMTP URL.
enum PercentEncoding {
    /// - Throws: ``MailError`` for a `%` not followed by two hex digits, bytes that are not
    ///   UTF-8, or a control character (libcurl takes C strings: a NUL would cut the password).
    ///   The message does not repeat the text, which may be a password.
    static func decoded(_ text: Substring) throws(MailError) -> String {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw MailError("The SMTP URL's user or password has a '%' not followed by two hex digits.")
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw MailError("The SMTP URL's user or password is not UTF-8 once its % escapes are decoded.")
        }
        guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw MailError("The SMTP URL's user or password holds a control character.")
        }
        return decoded
    }

    /// `text` with everything but unreserved characters and sub-delimiters escaped, fit for the
    /// user part of a URL.
    static func encodedUserInfo(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~!$&'()*+,;=".utf8.contains(byte):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                output += "%"
                output.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
                output.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0x0F)]))
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
