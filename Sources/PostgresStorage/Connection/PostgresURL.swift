internal import CLibPQ

/// What the operator passes to `--database`: a `postgres://` URL (or a libpq `key=value`
/// string), checked before the first connection and completed with the settings every
/// connection of the server wants unless the URL sets them.
public enum PostgresURL {
    /// Settings added unless given: a server that does not answer fails the request after 5
    /// seconds instead of holding its thread, and the server's connections are named in
    /// `pg_stat_activity`.
    static let defaults = [("connect_timeout", "5"), ("application_name", "screenkit")]

    /// Whether `text` names a PostgreSQL database rather than a SQLite file: a `postgres://` or
    /// `postgresql://` URL, or a libpq string starting with one of its keywords (`host=db …`).
    public static func isPostgres(_ text: String) -> Bool {
        isURL(text) || PostgresKeywords.isConnectionString(text)
    }

    /// `url` with its defaults, as libpq reads it.
    ///
    /// - Throws: ``PostgresError`` when libpq cannot parse it (libpq's reason with the password
    ///   hidden), when it cannot be told where the password ends, or libpq is not installed.
    static func conninfo(_ url: String) throws(PostgresError) -> String {
        try checkReadable(url)
        let library = try PostgresLibrary.load()
        var error: UnsafeMutablePointer<CChar>?
        guard let options = library.conninfo_parse(url, &error) else {
            let reason = error.map { String(cString: $0).split(whereSeparator: \.isNewline).joined(separator: " ") }
            if let error { library.free_memory(error) }
            let shown = PostgresSecrets(url).hidden(in: reason ?? "out of memory")
            throw PostgresError(.statement, message: "the database URL is not usable: \(shown)")
        }
        defer { library.conninfo_free(options) }
        var given: Set<String> = []
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                let name = String(cString: keyword)
                given.insert(name)
                // libpq checks the port only when connecting, and then fails like a server
                // that is down: a start would wait for a server that can never answer.
                if name == "port", !String(cString: value).split(separator: ",").allSatisfy({ UInt16($0) != nil }) {
                    throw PostgresError(.statement, message: "the database URL is not usable: the port is not a number")
                }
            }
            option += 1
        }
        let missing = defaults.filter { !given.contains($0.0) }
        guard !missing.isEmpty else { return url }
        if isURL(url) {
            let added = missing.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
            return url + (url.contains("?") ? "&" : "?") + added
        }
        return url + " " + missing.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    /// `url` with its password replaced by `***`, for logs; all of it hidden when where the
    /// password ends cannot be told.
    public static func redacted(_ url: String) -> String {
        if let scheme = PostgresURI.schemes.first(where: { url.hasPrefix($0) }) {
            return PostgresURI(url)?.redacted ?? scheme + "***"
        }
        return PostgresKeywords(url)?.redacted ?? "(connection string hidden)"
    }

    private static func isURL(_ text: String) -> Bool {
        PostgresURI.schemes.contains { text.hasPrefix($0) }
    }

    /// Refuses what libpq would cut differently from what the operator meant, before libpq reads
    /// it: its reasons, or a server's refusal, would then name a part of the password.
    private static func checkReadable(_ url: String) throws(PostgresError) {
        if isURL(url) {
            guard PostgresURI(url) != nil else {
                throw PostgresError(.statement, message: "the database URL is not usable: an '@' follows its host; "
                    + "write a '/' or '@' in the user name or password as %2F or %40")
            }
        } else if PostgresKeywords(url) == nil {
            throw PostgresError(.statement, message: "the database URL is not usable: a setting is not keyword=value "
                + "or a quote is not closed; put a value with spaces in quotes (password='a b')")
        }
    }
}
