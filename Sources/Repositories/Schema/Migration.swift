/// One step of the schema's history (``history``): run once, in the migrating transaction, and
/// recorded by its identifier in `schema_migrations`.
///
/// ```swift
/// Migration("users-location", sql: "ALTER TABLE users ADD COLUMN location text NOT NULL DEFAULT ''")
/// Migration("sessions-expiry", sqlite: "… INTEGER …", postgres: "… bigint …")
/// ```
public struct Migration: Sendable {
    /// The SQL a store speaks.
    public enum Dialect: Sendable {
        case sqlite, postgres
    }

    public let identifier: String
    private let sqlite: String?
    private let postgres: String?
    /// Work SQL cannot do (Unicode normalization), run after the step's SQL in the same
    /// transaction.
    public let rewrite: (@Sendable (any SQLConnection) throws -> Void)?

    /// A step whose SQL both stores run as it is.
    init(_ identifier: String, sql: String) {
        self.init(identifier, sqlite: sql, postgres: sql)
    }

    /// A step with each dialect's SQL; a store with none does not take the step.
    init(_ identifier: String, sqlite: String? = nil, postgres: String? = nil, rewrite: (@Sendable (any SQLConnection) throws -> Void)? = nil) {
        self.identifier = identifier
        self.sqlite = sqlite
        self.postgres = postgres
        self.rewrite = rewrite
    }

    /// The step's SQL in `dialect`; `nil` when a store of that dialect does not take it.
    public func sql(for dialect: Dialect) -> String? {
        switch dialect {
        case .sqlite: sqlite
        case .postgres: postgres
        }
    }

    /// The steps of ``history`` a store of `dialect` takes, in order.
    public static func steps(for dialect: Dialect) -> [Migration] {
        history.filter { $0.sql(for: dialect) != nil }
    }
}
