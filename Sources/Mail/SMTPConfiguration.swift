/// Where mail goes: one SMTP server, read from a URL such as `smtps://mailer:secret@smtp.example.com`
/// that the operator gives once (`--smtp-url`, `SMTP_URL`).
///
/// `smtp://` (port 25 unless given) switches to TLS with STARTTLS when the server offers it,
/// and with a user name insists on it: the login is not sent over plain text unless
/// ``allowsPlaintextLogin`` says the server is a trusted relay. `smtps://` (port 465) speaks
/// TLS from the first byte. The user and password are optional and percent-decoded, so a
/// password may hold any character written as `%XX`.
///
/// The password never leaves this value except towards the server: errors do not echo the URL,
/// and ``description`` and ``redacted`` show `***` in its place.
public struct SMTPConfiguration: Sendable, Equatable {
    /// `true` for `smtps://`.
    public let usesImplicitTLS: Bool
    /// The host name or address, without the brackets of an IPv6 literal.
    public let host: String
    public let port: Int
    public let username: String?
    let password: String?
    /// Whether the login may be sent to an `smtp://` server that offers no STARTTLS: only for
    /// a relay on a network the operator trusts, since anyone on the path reads it.
    public let allowsPlaintextLogin: Bool

    /// - Throws: ``MailError`` for another scheme, a path, query or fragment, an empty or
    ///   malformed host, a port outside 1–65535, or a bad `%` escape in the user or password.
    public init(url: String, allowsPlaintextLogin: Bool = false) throws(MailError) {
        self.allowsPlaintextLogin = allowsPlaintextLogin
        let schemeEnd = url.utf8.firstIndex(of: UInt8(ascii: ":")) ?? url.endIndex
        let scheme = url[..<schemeEnd].lowercased()
        guard scheme == "smtp" || scheme == "smtps", url[schemeEnd...].hasPrefix("://") else {
            throw MailError("The SMTP URL must start with smtp:// or smtps://.")
        }
        usesImplicitTLS = scheme == "smtps"
        var authority = url[url.utf8.index(schemeEnd, offsetBy: 3)...]
        // A lone "/" is no path: `smtp://host/` is how many write a server's URL.
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard !authority.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else {
            throw MailError("The SMTP URL may not have a path, query or fragment (write a '/', '?', '#' or '@' in the password as %2F, %3F, %23 or %40).")
        }

        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            hostAndPort = authority[authority.index(after: at)...]
            let userInfo = authority[..<at]
            let colon = userInfo.firstIndex(of: ":")
            let user = try PercentEncoding.decoded(userInfo[..<(colon ?? userInfo.endIndex)])
            if let colon {
                password = try PercentEncoding.decoded(userInfo[userInfo.index(after: colon)...])
            } else {
                password = nil
            }
            guard !user.isEmpty || password == nil else { throw MailError("The SMTP URL has a password but no user name.") }
            username = user.isEmpty ? nil : user
        } else {
            username = nil
            password = nil
        }

        (host, port) = try Self.hostAndPort(hostAndPort, defaultPort: usesImplicitTLS ? 465 : 25)
    }

    /// The URL for logs: the password, when there is one, as `***`.
    public var redacted: String {
        var text = usesImplicitTLS ? "smtps://" : "smtp://"
        if let username {
            text += PercentEncoding.encodedUserInfo(username)
            if password != nil { text += ":***" }
            text += "@"
        }
        return text + hostForURL + ":" + String(port)
    }

    /// Whether the transfer must switch to TLS before it logs in, and fail when the server
    /// cannot: `smtp://` with a user name that may not cross the network in plain text.
    var requiresSTARTTLS: Bool {
        !usesImplicitTLS && username != nil && !allowsPlaintextLogin
    }

    /// The URL libcurl connects to: scheme, host and port, the credentials given apart.
    var serverURL: String {
        (usesImplicitTLS ? "smtps://" : "smtp://") + hostForURL + ":" + String(port)
    }

    private var hostForURL: String {
        host.contains(":") ? "[" + host + "]" : host
    }

    private static func hostAndPort(_ text: Substring, defaultPort: Int) throws(MailError) -> (String, Int) {
        var host: Substring
        var rest: Substring
        if text.hasPrefix("[") {
            guard let closing = text.firstIndex(of: "]") else { throw MailError("The SMTP URL's IPv6 address has no closing ].") }
            host = text[text.index(after: text.startIndex)..<closing]
            rest = text[text.index(after: closing)...]
            guard host.contains(":"), host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                throw MailError("The SMTP URL's IPv6 address is malformed.")
            }
        } else {
            let colon = text.firstIndex(of: ":") ?? text.endIndex
            host = text[..<colon]
            rest = text[colon...]
            guard host.utf8.allSatisfy(isHostByte) else {
                throw MailError("The SMTP URL's host may hold only ASCII letters, digits, '.', '-' and '_'.")
            }
        }
        guard !host.isEmpty else { throw MailError("The SMTP URL has no host.") }
        guard !rest.isEmpty else { return (String(host), defaultPort) }
        let digits = rest.dropFirst()
        guard rest.first == ":", (1...5).contains(digits.utf8.count),
              digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let port = Int(digits), (1...65_535).contains(port)
        else { throw MailError("The SMTP URL's port must be a number from 1 to 65535.") }
        return (String(host), port)
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }
}

extension SMTPConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The redacted URL, so that printing or logging the value shows no password.
    public var description: String { redacted }
    public var debugDescription: String { "SMTPConfiguration(\(redacted))" }
    /// `dump` and test failures show the redacted URL, not the stored password.
    public var customMirror: Mirror {
        Mirror(self, children: ["url": redacted, "allowsPlaintextLogin": allowsPlaintextLogin])
    }
}
