/// A value read whole from one stored row. Its columns are the ones its `init(row:)` reads, in
/// that order: a store lists them for its `SELECT` by running the initializer once, so a
/// property and the line that reads its column are the only places a column is named.
///
/// ```swift
/// extension User: StoredRecord {
///     @inlinable
///     public init(row: some StoredRow) throws {
///         id = try row.integer("id")
///         name = try row.text("name")
///         avatarTag = try row.optionalText("avatar_tag")
///         // … a line for each stored property
///     }
/// }
/// ```
///
/// The initializer is `@inlinable` so that each store's row type is specialized into it: a row
/// then costs what reading its columns by hand costs. It reads each column once, and decides
/// nothing from the values (a store runs it once with empty ones to list the columns).
public protocol StoredRecord {
    init(row: some StoredRow) throws
}

/// One row of a statement's result, read by column name, each column once, in the order the
/// record lists them. Columns the schema declares `NOT NULL` never read as NULL.
public protocol StoredRow {
    func integer(_ column: StaticString) throws -> Int
    /// `nil` for NULL.
    func optionalInteger(_ column: StaticString) throws -> Int?
    func text(_ column: StaticString) throws -> String
    /// `nil` for NULL.
    func optionalText(_ column: StaticString) throws -> String?
    /// SQLite's 0 and 1, PostgreSQL's `boolean`.
    func boolean(_ column: StaticString) throws -> Bool
    /// A blob (`bytea`), copied out.
    func bytes(_ column: StaticString) throws -> [UInt8]
}
