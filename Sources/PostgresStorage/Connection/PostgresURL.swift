internal import CLibPQ

/// What the operator passes to `--database`: a `postgres://` URL (or a libpq `key=value`
/// string), checked before the first connection and completed with the settings every
/// connection of the server wants unless the URL sets them.
public enum PostgresURL {
    /// Settings added unless given: a server that does not answer fails the request after 5
    /// seconds instead of holding its thread, and the server's connections are named in
    /// `pg_stat_activity`.
    static let defaults = [("connect_timeout", "5"), ("application_name", "screenkit")]

    /// Whether `text` names a PostgreSQL database rather than a SQLite file.
    public static func isPostgres(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// `url` with its defaults, as libpq reads it.
    ///
    /// - Throws: ``PostgresError`` when libpq cannot parse it (libpq's reason, which never
    ///   repeats the password), or libpq is not installed.
    static func conninfo(_ url: String) throws(PostgresError) -> String {
        let library = try PostgresLibrary.load()
        var error: UnsafeMutablePointer<CChar>?
        guard let options = library.conninfo_parse(url, &error) else {
            let reason = error.map { String(cString: $0).split(whereSeparator: \.isNewline).joined(separator: " ") }
            if let error { library.free_memory(error) }
            throw PostgresError(.statement, message: "the database URL is not usable: \(reason ?? "out of memory")")
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
        if isPostgres(url) {
            let added = missing.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
            return url + (url.contains("?") ? "&" : "?") + added
        }
        return url + " " + missing.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    /// `url` with its password replaced by `***`, for logs.
    public static func redacted(_ url: String) -> String {
        guard isPostgres(url), let schemeEnd = url.firstRange(of: "://") else {
            return url.replacing(/password\s*=\s*\S+/, with: "password=***")
        }
        let rest = url[schemeEnd.upperBound...]
        let authority = rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex)]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
        return String(url[..<rest.index(after: colon)]) + "***" + String(rest[at...])
    }
}
