import Domain

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

    /// The page at `position`, its rows decoded by `decode` (`nil` rows are left out of the
    /// items and still count, their `key` column kept for the page's boundaries); `filter` is
    /// the filter's one argument, if it has one.
    func page<Column: SQLColumn, Item: Sendable>(
        _ position: PagePosition, limit: Int, filter: Int?, key: Column, on connection: any SQLConnection,
        decode: (SQLRow<Column>) throws -> Item?
    ) throws -> Page<Item> {
        // Bounded so that `limit + 1` is a number: no page holds more than a million rows.
        let limit = min(max(1, limit), 1_000_000)
        func rows(_ sql: String, _ bound: Int?) throws -> [(key: Int, item: Item?)] {
            let decodeRow = { (row: SQLRow<Column>) throws -> (key: Int, item: Item?) in (try row.integer(key), try decode(row)) }
            return switch (filter, bound) {
            case (let filter?, let bound?): try connection.all(sql, filter, bound, limit + 1, columns: Column.self, decode: decodeRow)
            case (let filter?, nil): try connection.all(sql, filter, limit + 1, columns: Column.self, decode: decodeRow)
            case (nil, let bound?): try connection.all(sql, bound, limit + 1, columns: Column.self, decode: decodeRow)
            case (nil, nil): try connection.all(sql, limit + 1, columns: Column.self, decode: decodeRow)
            }
        }
        func exists(_ sql: String, _ bound: Int) throws -> Bool {
            if let filter { return try connection.exists(sql, filter, bound) }
            return try connection.exists(sql, bound)
        }
        func page(_ found: ArraySlice<(key: Int, item: Item?)>, hasPrevious: Bool, hasNext: Bool) -> Page<Item> {
            Page(items: found.compactMap(\.item), hasPrevious: hasPrevious, hasNext: hasNext, firstKey: found.first?.key, lastKey: found.last?.key)
        }
        switch position {
        case .first:
            let found = try rows(first, nil)
            return page(found.prefix(limit), hasPrevious: false, hasNext: found.count > limit)
        case .after(let bound):
            let found = try rows(after, bound)
            return page(found.prefix(limit), hasPrevious: try exists(existsBefore, bound), hasNext: found.count > limit)
        case .before(let bound):
            let found = try rows(before, bound)
            return page(ArraySlice(found.prefix(limit).reversed()), hasPrevious: found.count > limit, hasNext: try exists(existsAfter, bound))
        case .last:
            let found = try rows(last, nil)
            return page(ArraySlice(found.prefix(limit).reversed()), hasPrevious: found.count > limit, hasNext: false)
        }
    }
}
