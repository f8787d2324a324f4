@testable import PostgresStorage
import Testing

/// What the operator's database URL looks like in a log line or an error, for every way of
/// writing a password: the password itself never shows.
@Suite struct PostgresURLTests {
    struct Redaction: Sendable, CustomTestStringConvertible {
        let url: String
        let shown: String
        /// A part of the password that must not show.
        let secret: String

        var testDescription: String { url }
    }

    static let redactions = [
        Redaction(url: "postgres://ada:Plain-Secret@db:5432/app", shown: "postgres://ada:***@db:5432/app", secret: "Plain-Secret"),
        Redaction(url: "postgres://ada:p%2FEncoded-Secret@db/app", shown: "postgres://ada:***@db/app", secret: "Encoded-Secret"),
        Redaction(url: "postgres://ada:50%Raw-Secret@db/app", shown: "postgres://ada:***@db/app", secret: "Raw-Secret"),
        // libpq ends the user information at the first "@", wherever a "?" stands.
        Redaction(url: "postgresql://ada:what?Query-Secret@db/app", shown: "postgresql://ada:***@db/app", secret: "Query-Secret"),
        Redaction(
            url: "postgres://ada@db/app?sslmode=require&password=Param-Secret", shown: "postgres://ada@db/app?sslmode=require&password=***",
            secret: "Param-Secret"),
        Redaction(url: "postgres://db/app?pass%77ord=Escaped-Key-Secret", shown: "postgres://db/app?pass%77ord=***", secret: "Escaped-Key-Secret"),
        Redaction(url: "postgres://db/app?sslpassword=Key-File-Secret", shown: "postgres://db/app?sslpassword=***", secret: "Key-File-Secret"),
        // A "/" or "@" written as itself: libpq would read a host, port or database out of the
        // password, so nothing of the URL can be shown.
        Redaction(url: "postgres://ada:pa/Slash-Secret@db/app", shown: "postgres://***", secret: "Slash-Secret"),
        Redaction(url: "postgres://ada:pa/Slash-Secret@db", shown: "postgres://***", secret: "Slash-Secret"),
        Redaction(url: "postgres://ada:p@At-Secret@db/app", shown: "postgres://***", secret: "At-Secret"),
        // libpq reads bytes: a combining mark after ":" or "@" does not hide either from it.
        Redaction(url: "postgres://ada:\u{301}Mark-Secret@db/app", shown: "postgres://ada:***@db/app", secret: "Mark-Secret"),
        Redaction(url: "postgres://ada:Mark-Secret@\u{301}db/app", shown: "postgres://ada:***@\u{301}db/app", secret: "Mark-Secret"),
        Redaction(url: "host=db password='\u{301}Mark-Secret'", shown: "host=db password=***", secret: "Mark-Secret"),
        Redaction(url: "host=db user=ada password=Word-Secret dbname=app", shown: "host=db user=ada password=*** dbname=app", secret: "Word-Secret"),
        Redaction(url: "host=db password='two Quoted-Secret' user=ada", shown: "host=db password=*** user=ada", secret: "Quoted-Secret"),
        Redaction(url: "host=db password = 'it\\'s Spaced-Secret'", shown: "host=db password=***", secret: "Spaced-Secret"),
        Redaction(url: "host=db password=a\\ Escaped-Secret", shown: "host=db password=***", secret: "Escaped-Secret"),
        // A quote never closed: where the password ends cannot be told.
        Redaction(url: "host=db password='Unclosed-Secret user=ada", shown: "(connection string hidden)", secret: "Unclosed-Secret"),
    ]

    @Test(arguments: redactions)
    func theRedactedURLShowsNoPassword(_ case: Redaction) {
        let shown = PostgresURL.redacted(`case`.url)
        #expect(shown == `case`.shown)
        #expect(!shown.contains(`case`.secret))
    }

    @Test func aURLWithoutAPasswordIsShownWhole() {
        #expect(PostgresURL.redacted("postgres://ada@db:5432/app?sslmode=require") == "postgres://ada@db:5432/app?sslmode=require")
        #expect(PostgresURL.redacted("host=db user=ada") == "host=db user=ada")
    }

    /// libpq's own reasons repeat the text they could not read, the password included.
    @Test(arguments: [
        ("postgres://ada:50%off-Secret@db/app", "off-Secret"),
        ("postgres://ada@db/app?password=%zz-Secret", "zz-Secret"),
        ("postgres://ada:Bracket-Secret@[::1/app", "Bracket-Secret"),
        ("host=db password=two Words-Secret", "Words-Secret"),
    ])
    func anUnusableURLsReasonShowsNoPassword(url: String, secret: String) throws {
        let error = #expect(throws: PostgresError.self) { try PostgresURL.conninfo(url) }
        #expect(error?.message.contains(secret) == false, "\(error?.message ?? "")")
        #expect(error?.message.contains("database URL") == true, "\(error?.message ?? "")")
    }

    /// libpq would take `1234` for the port and `Slash-Secret@db/app` for the database's name,
    /// which a server's refusal names.
    @Test func aPasswordWithASlashIsRefusedBeforeLibpqReadsIt() throws {
        let error = #expect(throws: PostgresError.self) { try PostgresURL.conninfo("postgres://ada:1234/Slash-Secret@db/app") }
        #expect(error?.message.contains("Slash-Secret") == false)
        #expect(error?.message.contains("%2F") == true, "\(error?.message ?? "")")
    }
}
