/// A mailbox: the address SMTP delivers to and the name a mail program shows beside it.
///
/// The address is checked here, because it goes into the SMTP envelope (`MAIL FROM`,
/// `RCPT TO`) as it is. The name is kept as typed and made safe when the header is written
/// (``MailMessage/rendered()``), so a member's name never has to be refused.
///
/// ```swift
/// let sender = try MailAddress(parsing: "ScreenKit <no-reply@example.com>")
/// let member = try MailAddress(address: user.email, name: user.name)
/// ```
public struct MailAddress: Sendable, Equatable {
    /// RFC 5321 §4.5.3.1.3: a path is at most 256 octets with its angle brackets.
    static let maximumAddressLength = 254

    public let address: String
    /// The display name; empty for none.
    public let name: String

    /// - Throws: ``MailError`` when `address` is not one ASCII `local@domain` without spaces,
    ///   controls, `<`, `>`, `,` or `"`, of at most 254 bytes.
    public init(address: String, name: String = "") throws(MailError) {
        try Self.validate(address)
        self.address = address
        self.name = name
    }

    /// Reads `a@b.example` or `Name <a@b.example>`, as an operator writes a sender on the command
    /// line; the name may be in double quotes (`"Ada, Countess" <ada@example.com>`).
    public init(parsing text: String) throws(MailError) {
        let trimmed = Self.trimmingSpaces(Substring(text))
        guard trimmed.hasSuffix(">"), let opening = trimmed.lastIndex(of: "<") else {
            try self.init(address: String(trimmed))
            return
        }
        let address = trimmed[trimmed.index(after: opening)..<trimmed.index(before: trimmed.endIndex)]
        try self.init(address: String(address), name: Self.unquoted(Self.trimmingSpaces(trimmed[..<opening])))
    }

    /// The part after `@`, the right side of the message's `Message-ID`.
    public var domain: String {
        guard let at = address.utf8.firstIndex(of: UInt8(ascii: "@")) else { return "" }
        return String(address[address.index(after: at)...])
    }

    private static func validate(_ address: String) throws(MailError) {
        let bytes = address.utf8
        guard !bytes.isEmpty else { throw MailError("The e-mail address is empty.") }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            throw MailError("The e-mail address holds non-ASCII characters; international addresses (SMTPUTF8) are not supported.")
        }
        guard bytes.count <= maximumAddressLength else {
            throw MailError("The e-mail address is longer than \(maximumAddressLength) bytes.")
        }
        guard bytes.allSatisfy(isAddressByte) else {
            throw MailError("The e-mail address holds a space, a control character or one of < > , \".")
        }
        let parts = bytes.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw MailError("The e-mail address must hold exactly one @.") }
        guard !parts[0].isEmpty, !parts[1].isEmpty else {
            throw MailError("The e-mail address needs a name before the @ and a domain after it.")
        }
    }

    private static func isAddressByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "\""): false
        default: true
        }
    }

    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    /// The name inside a quoted-string, with `\"` and `\\` unescaped; anything else as it is.
    private static func unquoted(_ name: Substring) -> String {
        guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return String(name) }
        var result = ""
        var escaped = false
        for character in name.dropFirst().dropLast() {
            if !escaped && character == "\\" {
                escaped = true
            } else {
                result.append(character)
                escaped = false
            }
        }
        return result
    }
}
