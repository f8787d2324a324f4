/// A connection's prepared statements, each kept under its SQL text.
///
/// A repository passes the same string for a statement every time (a literal, or a `static let`
/// built once), so a statement is first looked for by the address of its text's bytes: a
/// comparison of two words per statement kept, where hashing a joined read's few hundred bytes
/// on every run cost more than the rest of the lookup. The cache holds each text it keeps, so
/// no other string can have those bytes' address while it is kept; a text that is not the same
/// string (built per call) is found by its contents; a text short enough to be stored inline
/// has no lasting address and is compared whole, which for such a string is two words.
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
        /// Kept for texts stored inline, which are found by comparing them.
        @usableFromInline let text: String?
        @usableFromInline let statement: Statement

        @inlinable
        init(address: UnsafeRawPointer?, count: Int, text: String?, statement: Statement) {
            self.address = address
            self.count = count
            self.text = text
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
        } else if count <= Self.inlineLimit {
            // `BEGIN`, `COMMIT`: two strings of up to 15 bytes compare as two words.
            for entry in entries where entry.address == nil && entry.text == sql {
                return entry.statement
            }
        }
        if let position = positions[sql] {
            return entries[position].statement
        }
        let statement = try prepare(sql, entries.count)
        // The key keeps the text alive, and with it the address the entry is found by.
        positions[sql] = entries.count
        entries.append(Entry(address: address, count: count, text: count <= Self.inlineLimit ? sql : nil, statement: statement))
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
    /// The longest UTF-8 text a string stores inline (on 64-bit platforms).
    @inlinable static var inlineLimit: Int { 15 }

    @inlinable
    static func lastingAddress(of sql: String, count: Int) -> UnsafeRawPointer? {
        guard count > inlineLimit else { return nil }
        return sql.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }
}
