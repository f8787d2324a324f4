import PostgresStorage

/// Where the server keeps its data: the embedded SQLite file (one server), or a PostgreSQL
/// database that several servers share.
enum StoreLocation: Sendable, Equatable {
    case sqlite(String)
    /// A libpq URL or `keyword=value` string, password included.
    case postgres(String)

    /// `--database`'s value: a `postgres://` or `postgresql://` URL or a libpq string such as
    /// `host=db dbname=app`, else a SQLite file's path.
    init(_ text: String) {
        self = PostgresURL.isPostgres(text) ? .postgres(text) : .sqlite(text)
    }

    /// For logs and messages: the path, or the URL without its password.
    var description: String {
        switch self {
        case .sqlite(let path): "SQLite at '\(path)'"
        case .postgres(let url): "PostgreSQL at \(PostgresURL.redacted(url))"
        }
    }
}
