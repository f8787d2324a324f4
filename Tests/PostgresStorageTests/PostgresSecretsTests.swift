@testable import PostgresStorage
import Testing

/// Messages libpq or a server wrote lose every form of the password they may repeat.
@Suite struct PostgresSecretsTests {
    @Test(arguments: [
        // As written, decoded, and encoded in either case.
        ("postgres://ada:p%2Fw-Secret@db/app", "a p%2Fw-Secret b p/w-Secret c p%2fw-Secret", "a *** b *** c ***"),
        ("postgres://ada@db/app?sslmode=require&password=Query%20Secret", "\"Query%20Secret\" or \"Query Secret\"", "\"***\" or \"***\""),
        ("host=db password='two Words-Secret'", "near 'two Words-Secret', or two Words-Secret", "near ***, or ***"),
        // A combining mark first makes one character with the quote before it.
        ("postgres://ada:\u{301}Mark-Secret@db/app", "token: \"\u{301}Mark-Secret\"", "token: \"***\""),
        // Refused before libpq reads it; should a message repeat it all the same, all that may
        // be the password is hidden.
        ("postgres://ada:pa/Slash-Secret@db/app", "user ada, password pa/Slash-Secret", "user ada, password ***"),
    ])
    func everyFormOfThePasswordIsHidden(conninfo: String, message: String, shown: String) {
        #expect(PostgresSecrets(conninfo).hidden(in: message) == shown)
    }

    @Test func withoutAPasswordNothingChanges() {
        let message = "connection to server at \"db\", port 5432 failed: Connection refused"
        #expect(PostgresSecrets("postgres://ada@db:5432/app").hidden(in: message) == message)
        #expect(PostgresSecrets("host=db user=ada").hidden(in: message) == message)
    }
}
