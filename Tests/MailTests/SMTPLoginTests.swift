import Foundation
import Testing
@testable import Mail

/// A login over `smtp://` crosses the network only inside TLS, unless the operator allowed a
/// plain-text login for a trusted relay.
@Suite struct SMTPLoginTests {
    static let password = "Plain-Secret"

    /// What a client may send that gives the password away: the text, and the base64 of the
    /// `AUTH PLAIN` and `AUTH LOGIN` answers.
    static func leaks(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        let forms = [
            password, Data("\0mailer\0\(password)".utf8).base64EncodedString(), Data(password.utf8).base64EncodedString(),
        ]
        return forms.filter { text.contains($0) }
    }

    @Test func aLoginIsNotSentToAServerWithoutSTARTTLS() throws {
        let server = try PlainSMTPServer()
        let transport = SMTPTransport(configuration: try SMTPConfiguration(url: "smtp://mailer:\(Self.password)@127.0.0.1:\(server.port)"))
        let error = #expect(throws: MailDeliveryError.self) { try transport.send(try MailMessage.sample()) }
        let received = server.finish()
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\r\n")
        #expect(!lines.contains { $0.uppercased().hasPrefix("AUTH") }, "\(lines)")
        #expect(!lines.contains { $0.uppercased().hasPrefix("MAIL") }, "\(lines)")
        #expect(Self.leaks(received).isEmpty)
        guard case .transient(let text) = error else {
            Issue.record("expected a transient failure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("STARTTLS"), "\(text)")
    }

    @Test func aTrustedRelayGetsTheLoginInPlainText() throws {
        let server = try PlainSMTPServer()
        let configuration = try SMTPConfiguration(
            url: "smtp://mailer:\(Self.password)@127.0.0.1:\(server.port)", allowsPlaintextLogin: true)
        try SMTPTransport(configuration: configuration).send(try MailMessage.sample())
        let received = server.finish()
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\r\n")
        #expect(lines.contains { $0.uppercased().hasPrefix("AUTH PLAIN") }, "\(lines)")
        #expect(!Self.leaks(received).isEmpty)
        #expect(lines.contains("RCPT TO:<ada@example.org>"), "\(lines)")
    }

    /// libcurl ends at once on an `smtps://` server that does not speak TLS: nothing in plain text.
    @Test func smtpsNeverSpeaksPlainText() throws {
        let server = try PlainSMTPServer()
        let configuration = try SMTPConfiguration(
            url: "smtps://mailer:\(Self.password)@127.0.0.1:\(server.port)", allowsPlaintextLogin: true)
        #expect(throws: MailDeliveryError.self) { try SMTPTransport(configuration: configuration).send(try MailMessage.sample()) }
        #expect(Self.leaks(server.finish()).isEmpty)
    }

    @Test func withoutALoginPlainSMTPStillDelivers() throws {
        let server = try PlainSMTPServer()
        let transport = SMTPTransport(configuration: try SMTPConfiguration(url: "smtp://127.0.0.1:\(server.port)"))
        try transport.send(try MailMessage.sample())
        let lines = server.finishLines()
        #expect(lines.contains("RCPT TO:<ada@example.org>"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("AUTH") })
    }
}
