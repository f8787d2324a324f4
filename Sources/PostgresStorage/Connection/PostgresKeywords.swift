/// A libpq connection string of `keyword=value` settings (`host=db password='a b'`), read the
/// way libpq reads it: settings apart by white space, a value either quoted with `'` or running
/// to the next white space, a backslash taking the next character as it is.
struct PostgresKeywords {
    struct Setting {
        let keyword: Substring
        /// As written, quotes and backslashes included.
        let written: Substring
        /// As libpq takes it.
        let value: String
    }

    /// libpq's keywords (PostgreSQL 15), by which a `--database` value is told from a file's path.
    static let keywords: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "channel_binding", "connect_timeout",
        "client_encoding", "options", "application_name", "fallback_application_name", "keepalives",
        "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout", "replication", "sslmode",
        "sslcompression", "sslcert", "sslkey", "sslpassword", "sslrootcert", "sslcrl", "sslcrldir", "sslsni",
        "requirepeer", "ssl_min_protocol_version", "ssl_max_protocol_version", "gssencmode", "krbsrvname", "gsslib",
        "service", "target_session_attrs",
    ]

    let settings: [Setting]

    /// `nil` when a setting has no `=` or a quote is not closed: where a password ends cannot be
    /// told then.
    init?(_ text: String) {
        var settings: [Setting] = []
        // Unicode scalars, not characters: libpq reads bytes, and a quote followed by a
        // combining mark is still a quote to it.
        var rest = Substring(text).unicodeScalars
        while true {
            rest = rest.drop(while: Self.isSpace)
            guard !rest.isEmpty else { break }
            let keyword = rest.prefix { $0 != "=" && !Self.isSpace($0) }
            rest = rest[keyword.endIndex...].drop(while: Self.isSpace)
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop(while: Self.isSpace)
            guard let (value, end) = Self.value(at: rest) else { return nil }
            settings.append(Setting(keyword: Substring(keyword), written: Substring(rest[..<end]), value: value))
            rest = rest[end...]
        }
        self.settings = settings
    }

    /// Whether `text` starts as a connection string does, with one of libpq's keywords and `=`.
    static func isConnectionString(_ text: String) -> Bool {
        let start = Substring(text).unicodeScalars.drop(while: isSpace)
        let keyword = start.prefix { $0 != "=" && !isSpace($0) }
        return keywords.contains(String(Substring(keyword))) && start[keyword.endIndex...].drop(while: isSpace).first == "="
    }

    /// Whether a keyword's value is a secret: the password, or the one that unlocks the client's key.
    static func isSecret(_ keyword: some StringProtocol) -> Bool {
        let lowercased = keyword.lowercased()
        return lowercased == "password" || lowercased == "sslpassword"
    }

    /// The settings with every secret value as `***`.
    var redacted: String {
        settings.map { $0.keyword + "=" + (Self.isSecret($0.keyword) ? "***" : $0.written) }.joined(separator: " ")
    }

    /// The secrets, as written and as libpq takes them.
    var secrets: [String] {
        settings.filter { Self.isSecret($0.keyword) }.flatMap { [String($0.written), $0.value] }
    }

    /// The value starting `text`, and where it ends.
    private static func value(at text: Substring.UnicodeScalarView) -> (String, Substring.UnicodeScalarView.Index)? {
        var value = String.UnicodeScalarView()
        let quoted = text.first == "'"
        var index = quoted ? text.index(after: text.startIndex) : text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            if !quoted && isSpace(scalar) { return (String(value), index) }
            index = text.index(after: index)
            if scalar == "\\" {
                if index < text.endIndex {
                    value.append(text[index])
                    index = text.index(after: index)
                }
            } else if quoted && scalar == "'" {
                return (String(value), index)
            } else {
                value.append(scalar)
            }
        }
        return quoted ? nil : (String(value), index)
    }

    /// libpq's white space (C's `isspace`).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || ("\t"..."\r").contains(scalar)
    }
}
