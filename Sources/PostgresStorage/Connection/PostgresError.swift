public import Repositories

/// A PostgreSQL call that did not succeed: what kind of failure, the SQLSTATE the server gave
/// (when it answered), and its message, so a log line says what went wrong.
public struct PostgresError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The server cannot be reached or the connection broke: worth trying again shortly.
        case unavailable
        /// The server refused a statement (a constraint, a bug, a schema it does not have).
        case statement
        /// The database was written by a newer release, or is missing what this one needs.
        case schema
    }

    public let kind: Kind
    /// The five-character SQLSTATE, such as `23505` (unique violation); empty when the server
    /// did not answer.
    public let state: String
    /// The constraint a violation names, when it names one.
    public let constraint: String?
    public let message: String

    init(_ kind: Kind, state: String = "", constraint: String? = nil, message: String) {
        self.kind = kind
        self.state = state
        self.constraint = constraint
        self.message = message
    }

    /// Whether this is the unique constraint `name` refusing a second row.

    public var description: String {
        state.isEmpty ? "PostgreSQL: \(message)" : "PostgreSQL error \(state): \(message)"
    }
}

extension PostgresError: SQLFailure {
    /// SQLSTATE 23505 from the constraint on `table`'s `column`: named `<table>_<column>_unique`
    /// where the schema names it, `<table>_<column>_key` as PostgreSQL names an unnamed one.
    public func violatesUnique(table: String, column: String) -> Bool {
        state == "23505" && (constraint == "\(table)_\(column)_unique" || constraint == "\(table)_\(column)_key")
    }
}
