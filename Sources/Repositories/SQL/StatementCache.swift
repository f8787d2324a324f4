/// A connection's prepared statements, each kept under its SQL text and found by it.
///
/// A lookup compares the text's length with each kept statement's, then the whole text with a
/// statement of that length. Hashing a joined read's few hundred bytes on every run cost more
/// than the rest of the lookup; this costs a word per kept statement, and the comparison of two
/// strings made from one literal stops at once, as they share their bytes. What finds a
/// statement is what its text says, never where the text is stored.
///
/// Inlinable, so that each store's connection gets a copy specialized for its statement type:
/// generic, the lookup asked the runtime for its types' metadata on every run.
public struct StatementCache<Statement> {
    @usableFromInline var entries: [Entry] = []

    @usableFromInline
    struct Entry {
        @usableFromInline let count: Int
        @usableFromInline let text: String
        @usableFromInline let statement: Statement

        @inlinable
        init(count: Int, text: String, statement: Statement) {
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
        for entry in entries where entry.count == count && entry.text == sql {
            return entry.statement
        }
        let statement = try prepare(sql, entries.count)
        entries.append(Entry(count: count, text: sql, statement: statement))
        return statement
    }

    /// Forgets every statement (before the connection they were prepared on closes).
    @inlinable
    public mutating func removeAll() {
        entries.removeAll()
    }
}
