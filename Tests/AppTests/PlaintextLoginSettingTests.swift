import Foundation
import Testing

/// `--smtp-allow-plaintext-login` (`SMTP_ALLOW_PLAINTEXT_LOGIN`) reaches the sender, and the
/// start-up line says so: an operator reading the log sees that logins may go out unencrypted.
@Suite("The plain-text SMTP login setting")
struct PlaintextLoginSettingTests {
    static let smtpURL = "smtp://mailer:Relay-Secret@127.0.0.1:2525"

    static func mailLine(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let server = try ServerProcess(
            ["serve", "--port", "0", "--public", ServerProcess.repositoryRoot.appendingPathComponent("Public").path,
             "--database", StartupFailureTests.temporaryDatabase(), "--smtp-url", smtpURL] + arguments,
            environment: environment)
        defer { server.signal(SIGTERM) }
        return try server.waitForLine(containing: "sending mail through")
    }

    @Test func offUnlessAsked() throws {
        let line = try Self.mailLine([])
        #expect(line.contains("smtp://mailer:***@127.0.0.1:2525"), "\(line)")
        #expect(!line.contains("STARTTLS"), "\(line)")
        #expect(!line.contains("Relay-Secret"))
    }

    @Test func theFlagAllowsIt() throws {
        let line = try Self.mailLine(["--smtp-allow-plaintext-login"])
        #expect(line.contains("even without STARTTLS"), "\(line)")
    }

    @Test func theVariableAllowsIt() throws {
        let line = try Self.mailLine([], environment: ["SMTP_ALLOW_PLAINTEXT_LOGIN": "true"])
        #expect(line.contains("even without STARTTLS"), "\(line)")
    }
}
