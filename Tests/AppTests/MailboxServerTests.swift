import Foundation
import HTTPCore
import ScreenKitTesting
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

    /// The mailbox holds sign-in and reset links: even in development it answers only a client
    /// on this machine, here a visitor a proxy on this machine forwards from elsewhere.
    @Test func aClientOfAnotherMachineIsRefused() throws {
        let app = try RunningApp(mode: "development", extraArguments: ["--trusted-proxy", "127.0.0.1"])
        var outside = HTTPHeaders()
        outside.add("X-Forwarded-For", "203.0.113.9")
        let refused = try app.browser().get("/dev/mailbox", headers: outside)
        #expect(refused.status == .forbidden)
        #expect(refused.text.contains("The development mailbox answers only on this machine"))
        #expect(try app.browser().get("/dev/mailbox").status == .ok)
    }
}
