/// The columns a query's rows are read by, as an enum whose cases are named after them:
/// `passwordHash` reads the column `password_hash`, `userID` reads `user_id`. Cases are numbered
/// from 0 in order (an `Int` raw value), which is how a row finds a column without looking its
/// name up. One enum may serve several statements that select some of its columns each. A row
/// that is a record of its own is read by the record's initializer instead (``SQLRecord``).
///
/// ```swift
/// enum PasskeyColumn: Int, SQLColumn {
///     case id, name, createdAt, lastUsedAt
/// }
/// "SELECT \(PasskeyColumn.list) FROM passkeys WHERE user_id = ?"
/// ```
public protocol SQLColumn: RawRepresentable<Int>, CaseIterable, Sendable {
    /// The column's name in the statement's rows.
    var name: String { get }
}

extension SQLColumn {
    /// The column's name: the case's in snake case, an initialism one word (`passwordHash` is
    /// `password_hash`, `userID` is `user_id`).
    public var name: String {
        let characters = Array(String(describing: self))
        var name = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let nextIsLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLowercase) {
                    name.append("_")
                }
            }
            name += character.lowercased()
        }
        return name
    }

    /// Every column's name, comma-separated, for a `SELECT` list.
    public static var list: String {
        allCases.map(\.name).joined(separator: ", ")
    }

    /// For each case, by raw value, the position of its column among `names`, the columns of a
    /// statement's rows, or -1 where the statement has no such column: worked out once per
    /// statement and kept with it.
    public static func positions(among names: [String]) -> [Int32] {
        var positions = [Int32](repeating: -1, count: allCases.count)
        for column in allCases where positions.indices.contains(column.rawValue) {
            if let position = names.firstIndex(of: column.name) {
                positions[column.rawValue] = Int32(position)
            }
        }
        return positions
    }
}

/// A column a repository reads that its statement does not yield: a mistake in the code, met
/// the first time the statement runs.
public struct SQLColumnError: Error, CustomStringConvertible {
    public let column: String

    public init(column: String) {
        self.column = column
    }

    public var description: String {
        "the statement's rows have no column \(column)"
    }
}
