public import Domain

/// The statements that page through a list by its key: each page is an index seek to its first
/// key and `limit + 1` rows (the one past tells whether more follow), and one seek tells
/// whether anything lies on the other side, so a page far into the list costs what the first
/// does, and nothing counts the whole table.
struct Keyset {
    private let first: String
    private let after: String
    private let before: String
    private let last: String
    private let existsBefore: String
    private let existsAfter: String

    /// - Parameters:
    ///   - select: the columns, as in `SELECT … FROM table`.
    ///   - filter: a condition every row of the list meets, with its own `?`s (the first
    ///     arguments of every statement), or `nil`.
    ///   - key: the column the list is ordered by, unique.
    ///   - descending: newest first, rather than oldest first.
    init(select: String, from table: String, filter: String?, key: String, descending: Bool) {
        let within = filter.map { "\($0) AND " } ?? ""
        let forwards = descending ? "DESC" : "ASC", backwards = descending ? "ASC" : "DESC"
        // "After" in the list's order is a smaller key when the list runs newest first.
        let later = descending ? "<" : ">", earlier = descending ? ">" : "<"
        let all = filter.map { " WHERE \($0)" } ?? ""
        first = "SELECT \(select) FROM \(table)\(all) ORDER BY \(key) \(forwards) LIMIT ?"
        after = "SELECT \(select) FROM \(table) WHERE \(within)\(key) \(later) ? ORDER BY \(key) \(forwards) LIMIT ?"
        before = "SELECT \(select) FROM \(table) WHERE \(within)\(key) \(earlier) ? ORDER BY \(key) \(backwards) LIMIT ?"
        last = "SELECT \(select) FROM \(table)\(all) ORDER BY \(key) \(backwards) LIMIT ?"
        existsBefore = "SELECT 1 AS value FROM \(table) WHERE \(within)\(key) \(earlier)= ? LIMIT 1"
        existsAfter = "SELECT 1 AS value FROM \(table) WHERE \(within)\(key) \(later)= ? LIMIT 1"
    }

    /// The page at `position`, its rows decoded by `decode` (`nil` rows are left out, and
    /// counted as there all the same); `filter` is the filter's one argument, if it has one.
    func page<Column: SQLColumn, Item: Sendable>(
        _ position: PagePosition, limit: Int, filter: Int?, columns: Column.Type, on connection: any SQLConnection,
        decode: (SQLRow<Column>) throws -> Item?
    ) throws -> Page<Item> {
        let limit = max(1, limit)
        func rows(_ sql: String, _ key: Int?) throws -> [Item?] {
            switch (filter, key) {
            case (let filter?, let key?): try connection.all(sql, filter, key, limit + 1, columns: columns, decode: decode)
            case (let filter?, nil): try connection.all(sql, filter, limit + 1, columns: columns, decode: decode)
            case (nil, let key?): try connection.all(sql, key, limit + 1, columns: columns, decode: decode)
            case (nil, nil): try connection.all(sql, limit + 1, columns: columns, decode: decode)
            }
        }
        func exists(_ sql: String, _ key: Int) throws -> Bool {
            if let filter { return try connection.exists(sql, filter, key) }
            return try connection.exists(sql, key)
        }
        switch position {
        case .first:
            let found = try rows(first, nil)
            return Page(items: found.prefix(limit).compactMap { $0 }, hasPrevious: false, hasNext: found.count > limit)
        case .after(let key):
            let found = try rows(after, key)
            return Page(items: found.prefix(limit).compactMap { $0 }, hasPrevious: try exists(existsBefore, key), hasNext: found.count > limit)
        case .before(let key):
            let found = try rows(before, key)
            return Page(items: found.prefix(limit).reversed().compactMap { $0 }, hasPrevious: found.count > limit, hasNext: try exists(existsAfter, key))
        case .last:
            let found = try rows(last, nil)
            return Page(items: found.prefix(limit).reversed().compactMap { $0 }, hasPrevious: found.count > limit, hasNext: false)
        }
    }
}
