import Foundation
import HTTPCore
@testable import PostgresStorage
import ScreenKitTesting
import Repositories
import Testing

/// What only a shared PostgreSQL database brings: two servers on one database act as one site,
/// and a start that cannot use the database says why on one line. Run when the tests are given
/// a PostgreSQL server (`make test` starts one).
@Suite("servers on PostgreSQL", .enabled(if: TestStore.environment["SCREENKIT_TEST_POSTGRES_URL"] != nil))
struct PostgresServerTests {
    static var baseURL: String { TestStore.environment["SCREENKIT_TEST_POSTGRES_URL"] ?? "" }

    @Test func twoServersOnOneDatabaseShareMembersSessionsAndTheSigningKey() throws {
        let database = TestStore.freshDatabase(on: .postgres)
        let first = try RunningApp(database: database)
        let second = try RunningApp(database: database)
        let browser = first.browser()
        let id = try browser.register(name: "Ada Lovelace", email: "ada@example.com")

        // The same cookies, sent to the other server: signed in there too, and a form token one
        // server minted is good on the other (one key for both).
        let elsewhere = browser.moved(to: second.port)
        #expect(try elsewhere.get("/users/\(id)").status == .ok)
        try browser.get("/users/\(id)/edit")
        let token = try #require(browser.lastCSRFToken)
        let edit = try elsewhere.post("/users/\(id)/edit", form: ["name": "Ada King", "bio": "Countess"], csrfToken: .value(token))
        #expect(edit.status == .seeOther)
        #expect(try browser.get("/users/\(id)").html().normalizedText.contains("Ada King"))

        // Signing out on one ends the session on both.
        try elsewhere.signOut()
        #expect(try browser.get("/users/\(id)/edit").status == .seeOther)
    }

    @Test func aDatabaseFromANewerReleaseIsRefused() throws {
        let database = TestStore.freshDatabase(on: .postgres)
        _ = try PostgresDatabase(url: database)
        try PostgresConnection(conninfo: try PostgresURL.conninfo(database))
            .execute("INSERT INTO schema_migrations (identifier) VALUES ('pg999')")
        try StartupFailureTests.expectOneLineFailure(
            ["serve", "--port", "0", "--public", StartupFailureTests.publicFolder, "--database", database],
            mentioning: "newer release")
    }

    @Test func anUnreachableServerIsOneLineWithoutThePassword() throws {
        let result = try ServerProcess(
            ["serve", "--port", "0", "--public", StartupFailureTests.publicFolder, "--database-wait", "0",
             "--database", "postgres://screenkit:hunter2secret@127.0.0.1:1/screenkit"]
        ).finish()
        #expect(result.status == 2)
        #expect(result.errors.split(separator: "\n").count == 1, "stderr: \(result.errors)")
        #expect(result.errors.contains("127.0.0.1"))
        #expect(!result.errors.contains("hunter2secret") && !result.output.contains("hunter2secret"))
    }

    /// `--database` takes libpq's `keyword=value` form too, a quoted password included.
    @Test func aKeywordStringConnectsAsTheURLDoes() throws {
        let url = try #require(URLComponents(string: Self.baseURL))
        let host = try #require(url.host), port = try #require(url.port), user = try #require(url.user)
        let password = try #require(url.password)
        let keywords = "host=\(host) port=\(port) user=\(user) password = '\(password)' dbname=\(url.path.dropFirst()) sslmode=disable"
        #expect(PostgresURL.isPostgres(keywords))
        #expect(PostgresURL.redacted(keywords) == "host=\(host) port=\(port) user=\(user) password=*** dbname=\(url.path.dropFirst()) sslmode=disable")
        let connection = try PostgresConnection(conninfo: try PostgresURL.conninfo(keywords))
        #expect(try connection.integer("SELECT 1 AS value") == 1)
    }

    @Test func aURLLibpqCannotReadIsRefused() throws {
        try StartupFailureTests.expectOneLineFailure(
            ["serve", "--port", "0", "--database", "postgres://screenkit@host:notaport/db"], mentioning: "database URL")
    }
}
