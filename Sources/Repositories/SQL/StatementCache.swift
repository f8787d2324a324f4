/// A connection's prepared statements, each kept under its SQL text.
///
/// A repository passes the same string for a statement every time (a literal, or a `static let`
/// built once), so a statement is first looked for by the address of its text's bytes: a
/// comparison of two words per statement kept, where hashing a joined read's few hundred bytes
/// on every run cost more than the rest of the lookup. The cache holds each text it keeps, so
/// no other string can have those bytes' address while it is kept; a text that is not the same
/// string (built per call, or short enough to be stored inline, with no lasting address) is
/// found by its contents.
///
/// Inlinable, so that each store's connection gets a copy specialized for its statement type:
/// generic, the lookup asked the runtime for its types' metadata on every run.
public struct StatementCache<Statement> {
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var positions: [String: Int] = [:]

    @usableFromInline
    struct Entry {
        @usableFromInline let address: UnsafeRawPointer?
        @usableFromInline let count: Int
        @usableFromInline let statement: Statement

        @inlinable
        init(address: UnsafeRawPointer?, count: Int, statement: Statement) {
            self.address = address
            self.count = count
            self.statement = statement
        }
    }

    @inlinable
    public init() {}

    /// How many statements are kept.
    @inlinable
    public var count: Int { entries.count }

    /// The statement kept for `sql`, or the one `prepare` makes for it, kept from now on;
    /// `prepare` is given the text and how many statements were kept before it (0, 1, ...).
    @inlinable
    public mutating func statement<Failure: Error>(
        for sql: String, prepare: (String, Int) throws(Failure) -> Statement
    ) throws(Failure) -> Statement {
        let count = sql.utf8.count
        let address = Self.lastingAddress(of: sql, count: count)
        if let address {
            for entry in entries where entry.address == address && entry.count == count {
                return entry.statement
            }
        }
        if let position = positions[sql] {
            return entries[position].statement
        }
        let statement = try prepare(sql, entries.count)
        // The key keeps the text alive, and with it the address the entry is found by.
        positions[sql] = entries.count
        entries.append(Entry(address: address, count: count, statement: statement))
        return statement
    }

    /// Forgets every statement (before the connection they were prepared on closes).
    @inlinable
    public mutating func removeAll() {
        entries.removeAll()
        positions.removeAll()
    }

    /// Where `sql`'s bytes are, when they have an address that lasts as long as the string: a
    /// string of at most 15 bytes is stored inline and has none.
    @inlinable
    static func lastingAddress(of sql: String, count: Int) -> UnsafeRawPointer? {
        guard count > 15 else { return nil }
        return sql.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }
}
