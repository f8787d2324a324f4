import Foundation
import Testing

/// The development mailbox exists only where no mail leaves the machine: in development
/// without an SMTP server. Anywhere else its paths are unknown routes.
@Suite("The development mailbox, served as a process")
struct MailboxServerTests {
    @Test func onlyDevelopmentWithoutSMTPServesIt() throws {
        let development = try RunningApp(mode: "development")
        #expect(try HTTPProbe.send("GET", "/dev/mailbox", port: development.port).status == 200)
        let production = try RunningApp(mode: "production")
        #expect(try HTTPProbe.send("GET", "/dev/mailbox", port: production.port).status == 404)
        let sending = try RunningApp(mode: "development", extraArguments: ["--smtp-url", "smtp://127.0.0.1:9"])
        #expect(try HTTPProbe.send("GET", "/dev/mailbox", port: sending.port).status == 404)
    }
}
