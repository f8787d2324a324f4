import Foundation
import Testing

/// A start that fails over a database or SMTP URL says which setting is wrong, in one line, and
/// never repeats the password it holds, however the password was written.
@Suite("Start-up failures keep secrets")
struct StartupSecretTests {
    static let noPublicFolder = "/no/such/public"

    /// Each URL stops the start: unreadable, refused by libpq, or naming a port nothing listens on.
    @Test(arguments: [
        ("postgres://ada:pa/Slash-Secret@127.0.0.1:1/app", "Slash-Secret"),
        ("postgres://ada:50%off-Secret@127.0.0.1:1/app", "off-Secret"),
        ("postgres://ada@127.0.0.1:1/app?password=Query-Secret", "Query-Secret"),
        ("postgres://ada:Bracket-Secret@[::1/app", "Bracket-Secret"),
        ("postgres://ada:what?Mark-Secret@127.0.0.1:1/app", "Mark-Secret"),
        ("host=127.0.0.1 port=1 user=ada password='two Words-Secret'", "Words-Secret"),
    ])
    func aDatabaseURLsPasswordIsNeverPrinted(url: String, secret: String) throws {
        let result = try ServerProcess(
            ["serve", "--port", "0", "--database-wait", "0", "--public", Self.noPublicFolder, "--database", url]).finish()
        #expect(result.status == 2, "stderr: \(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "stderr: \(result.errors)")
        #expect(result.errors.contains("PostgreSQL"), "stderr: \(result.errors)")
        #expect(!result.errors.contains(secret), "stderr: \(result.errors)")
        #expect(!result.output.contains(secret), "stdout: \(result.output)")
    }

    /// A misspelt scheme is not a SQLite file's path: used as one, the password would end up
    /// in a folder's name and in every message naming the database.
    @Test func aURLOfAnotherSchemeIsRefused() throws {
        let result = try ServerProcess(
            ["serve", "--port", "0", "--public", Self.noPublicFolder, "--database", "postgress://ada:Typo-Secret@127.0.0.1:1/app"]).finish()
        #expect(result.status == 2)
        #expect(result.errors.contains("postgres://"), "stderr: \(result.errors)")
        #expect(!result.errors.contains("Typo-Secret"), "stderr: \(result.errors)")
    }

    /// The argument parser repeats what it did not expect: a URL typed without `--database`.
    @Test func aStrayURLArgumentIsShownWithoutItsPassword() throws {
        let result = try ServerProcess(["serve", "postgres://ada:Stray-Secret@db/app"]).finish()
        #expect(result.status == 2)
        #expect(result.errors.contains("postgres://ada:***@db/app"), "stderr: \(result.errors)")
        #expect(!result.errors.contains("Stray-Secret"), "stderr: \(result.errors)")
    }

    @Test func aPlainTextLoginNeedsAnSMTPServer() throws {
        try StartupFailureTests.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.noPublicFolder, "--smtp-allow-plaintext-login"], mentioning: "--smtp-url")
        try StartupFailureTests.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.noPublicFolder], environment: ["SMTP_ALLOW_PLAINTEXT_LOGIN": "1"],
            mentioning: "SMTP_URL")
        try StartupFailureTests.expectOneLineFailure(
            ["serve", "--port", "0", "--public", Self.noPublicFolder],
            environment: ["SMTP_URL": "smtp://relay.internal", "SMTP_ALLOW_PLAINTEXT_LOGIN": "perhaps"],
            mentioning: "SMTP_ALLOW_PLAINTEXT_LOGIN")
    }
}
