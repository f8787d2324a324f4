import Repositories
import Testing

/// A connection's statement cache gives back the statement prepared for a text, whether the
/// repository passes the very string it kept or another string with the same text, and
/// prepares each text once.
@Suite("Statement cache")
struct StatementCacheTests {
    final class Statement {
        let sql: String
        let kept: Int
        init(sql: String, kept: Int) { self.sql = sql; self.kept = kept }
    }

    static let joinedRead = "SELECT s.id_hash, u.name FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?"

    @Test func eachTextIsPreparedOnceAndFoundAgain() throws {
        var cache = StatementCache<Statement>()
        var prepared: [String] = []
        func statement(_ sql: String) -> Statement {
            cache.statement(for: sql) { text, kept in
                prepared.append(text)
                return Statement(sql: text, kept: kept)
            }
        }
        let first = statement(Self.joinedRead)
        let other = statement("SELECT id FROM users WHERE email_key = ?")
        let short = statement("BEGIN")
        #expect(statement(Self.joinedRead) === first)
        // The same text in a string of its own (built at run time) finds the same statement.
        let rebuilt = ["SELECT s.id_hash, u.name FROM sessions s", "JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?"].joined(separator: " ")
        #expect(statement(rebuilt) === first)
        #expect(statement(String("BEGIN".reversed().reversed())) === short)
        #expect(statement("SELECT id FROM users WHERE email_key = ?") === other)
        #expect(prepared == [Self.joinedRead, "SELECT id FROM users WHERE email_key = ?", "BEGIN"])
        #expect([first.kept, other.kept, short.kept] == [0, 1, 2])
        #expect(cache.count == 3)
    }

    @Test func textsOfOneLengthAreToldApart() {
        var cache = StatementCache<Statement>()
        let byEmail = cache.statement(for: "SELECT id FROM users WHERE email = ? LIMIT 1") { Statement(sql: $0, kept: $1) }
        let byToken = cache.statement(for: "SELECT id FROM users WHERE token = ? LIMIT 1") { Statement(sql: $0, kept: $1) }
        #expect(byEmail !== byToken && byToken.sql == "SELECT id FROM users WHERE token = ? LIMIT 1")
        #expect(cache.statement(for: "SELECT id FROM users WHERE email = ? LIMIT 1") { Statement(sql: $0, kept: $1) } === byEmail)
        #expect(cache.count == 2)
    }

    @Test func aFailedPrepareKeepsNothing() {
        struct Refused: Error {}
        var cache = StatementCache<Statement>()
        #expect(throws: Refused.self) {
            try cache.statement(for: Self.joinedRead) { (_, _) throws(Refused) in throw Refused() }
        }
        #expect(cache.count == 0)
        let statement = cache.statement(for: Self.joinedRead) { Statement(sql: $0, kept: $1) }
        #expect(statement.sql == Self.joinedRead && cache.count == 1)
    }

    @Test func removeAllForgetsEveryStatement() {
        var cache = StatementCache<Statement>()
        let before = cache.statement(for: Self.joinedRead) { Statement(sql: $0, kept: $1) }
        cache.removeAll()
        let after = cache.statement(for: Self.joinedRead) { Statement(sql: $0, kept: $1) }
        #expect(before !== after && after.kept == 0)
    }
}
