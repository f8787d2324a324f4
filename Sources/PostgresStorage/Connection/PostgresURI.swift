
/// A `postgres://` URL cut where libpq cuts it, so that what is hidden as the password is what
/// libpq takes for it: the user information ends at the first `@` unless a `/` comes first,
/// the query starts at the first `?` after it, and its parameters are split at `&`.
struct PostgresURI {
    static let schemes = ["postgres://", "postgresql://"]

    /// The scheme as written, with its `://`.
    let scheme: Substring
    /// Present when the URL has user information, even an empty one.
    let user: Substring?
    /// As written, percent escapes and all.
    let password: Substring?
    /// Hosts, ports and the database's name, as written.
    let location: Substring
    /// The query's `key=value` parameters as written; `nil` without a `?`.
    let parameters: [Substring]?

    /// `nil` when `text` has neither scheme, or when an `@` stands after the user information:
    /// a password holding a `/` or `@` written as itself, of which libpq would read a part as a
    /// host, a port or a database's name.
    init?(_ text: String) {
        guard let prefix = Self.schemes.first(where: { text.hasPrefix($0) }) else { return nil }
        scheme = text.prefix(prefix.count)
        // Unicode scalars, not characters: libpq reads bytes, and an `@` followed by a
        // combining mark is still an `@` to it.
        var rest = text.dropFirst(prefix.count).unicodeScalars
        if let end = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[end] == "@" {
            let information = rest[..<end]
            let colon = information.firstIndex(of: ":")
            user = Substring(information[..<(colon ?? information.endIndex)])
            password = colon.map { Substring(information[information.index(after: $0)...]) }
            rest = rest[rest.index(after: end)...]
        } else {
            user = nil
            password = nil
        }
        let question = rest.firstIndex(of: "?")
        let location = rest[..<(question ?? rest.endIndex)]
        guard !location.contains("@") else { return nil }
        self.location = Substring(location)
        parameters = question.map { question in
            rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false).map(Substring.init)
        }
    }

    /// The URL with the password and every secret parameter's value as `***`.
    var redacted: String {
        var text = String(scheme)
        if let user {
            text += user
            if password != nil { text += ":***" }
            text += "@"
        }
        text += location
        if let parameters {
            text += "?" + parameters.map { parameter in
                guard let start = Self.secretValueStart(parameter) else { return String(parameter) }
                return Substring(parameter.unicodeScalars[..<start]) + "***"
            }.joined(separator: "&")
        }
        return text
    }

    /// The secrets as written: the password and the values of secret parameters.
    var secrets: [Substring] {
        var secrets = password.map { [$0] } ?? []
        for parameter in parameters ?? [] {
            if let start = Self.secretValueStart(parameter) { secrets.append(Substring(parameter.unicodeScalars[start...])) }
        }
        return secrets
    }

    /// `text` with its `%XX` escapes decoded as libpq decodes them; `nil` when one is malformed.
    static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Where the value of a parameter whose key names a secret starts, after its `=`; libpq
    /// decodes keys too, so `pass%77ord` is one.
    private static func secretValueStart(_ parameter: Substring) -> Substring.Index? {
        guard let equals = parameter.unicodeScalars.firstIndex(of: "=") else { return nil }
        let key = Substring(parameter.unicodeScalars[..<equals])
        return PostgresKeywords.isSecret(decoded(key) ?? String(key)) ? parameter.unicodeScalars.index(after: equals) : nil
    }
}
