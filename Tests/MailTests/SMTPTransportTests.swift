#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Mail

extension Trait where Self == ConditionTrait {
    /// Skips a test that needs ``SMTPTestServer`` where `SCREENKIT_TEST_PYTHON` is unset.
    static var needsSMTPServer: Self {
        .enabled(if: SMTPTestServer.python != nil, "SCREENKIT_TEST_PYTHON is not set (`make test` sets it)")
    }
}

/// `SMTPTransport` against a real SMTP server, aiosmtpd in a child process.
@Suite struct SMTPTransportTests {
    /// aiosmtpd offers no STARTTLS here: a login is sent to it as to a trusted relay.
    static func transport(_ server: SMTPTestServer, credentials: String = "") throws -> SMTPTransport {
        SMTPTransport(configuration: try SMTPConfiguration(
            url: "smtp://\(credentials)127.0.0.1:\(server.port)", allowsPlaintextLogin: !credentials.isEmpty))
    }

    @Test(.needsSMTPServer) func deliversTheMessageAsRenderedWithItsEnvelope() throws {
        let server = try SMTPTestServer(.accept)
        // A line that is only a dot would end the data if libcurl did not escape it.
        let message = try MailMessage.sample(text: "Hello Ada,\n.\n..\nGrüße\n" + String(repeating: "long line ", count: 40))
        try Self.transport(server).send(message)

        let received = try server.message()
        #expect(received.from == "no-reply@example.com")
        #expect(received.recipients == ["ada@example.org"])
        #expect(received.content == message.rendered())
        let read = try ReadMessage(received.content)
        #expect(read.values("Subject") == ["Confirm your e-mail address"])
        #expect(read.parts.first?.decodedBody == MailMessageTests.withCRLF(message.text))
    }

    @Test(.needsSMTPServer) func logsInWithTheConfiguredCredentials() throws {
        let server = try SMTPTestServer(.authenticate)
        try Self.transport(server, credentials: "mailer:p%40ss%3Aw0rd@").send(try MailMessage.sample())
        #expect(try server.message().recipients == ["ada@example.org"])
    }

    @Test(.needsSMTPServer) func refusedCredentialsAreTransientAndTheErrorHidesThePassword() throws {
        let server = try SMTPTestServer(.authenticate)
        let transport = try Self.transport(server, credentials: "mailer:Wrong-Secret-42@")
        let error = #expect(throws: MailDeliveryError.self) { try transport.send(try MailMessage.sample()) }
        guard case .transient(let text) = error else {
            Issue.record("expected a transient failure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("535"))
        #expect(!text.contains("Wrong-Secret-42"))
    }

    @Test(.needsSMTPServer) func noCredentialsWhereTheServerWantsThemIsTransient() throws {
        let server = try SMTPTestServer(.authenticate)
        let error = #expect(throws: MailDeliveryError.self) { try Self.transport(server).send(try MailMessage.sample()) }
        guard case .transient(let text) = error else {
            Issue.record("expected a transient failure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("530"))
    }

    @Test(.needsSMTPServer) func aRecipientRefusedFor550IsPermanent() throws {
        let server = try SMTPTestServer(.refuseRecipient550)
        let message = try MailMessage.sample(text: "The secret link: https://example.com/t/SECRET-TOKEN")
        let error = #expect(throws: MailDeliveryError.self) { try Self.transport(server).send(message) }
        guard case .permanent(let text) = error else {
            Issue.record("expected a permanent failure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("550"))
        #expect(!text.contains("SECRET-TOKEN"))
    }

    @Test(.needsSMTPServer) func aRecipientRefusedFor451IsTransient() throws {
        let server = try SMTPTestServer(.refuseRecipient451)
        let error = #expect(throws: MailDeliveryError.self) { try Self.transport(server).send(try MailMessage.sample()) }
        guard case .transient(let text) = error else {
            Issue.record("expected a transient failure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("451"))
    }

    @Test(.needsSMTPServer) func theDataRefusedFor554IsPermanent() throws {
        let server = try SMTPTestServer(.refuseData554)
        let error = #expect(throws: MailDeliveryError.self) { try Self.transport(server).send(try MailMessage.sample()) }
        guard case .permanent(let text) = error else {
            Issue.record("expected a permanent failure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("554"))
    }

    @Test func aPortWhereNothingListensIsTransient() throws {
        // Bound but not listening: the kernel refuses connections to it, and no other process
        // can take the port while the test holds it.
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))

        let transport = SMTPTransport(configuration: try SMTPConfiguration(url: "smtp://u:Pa55-Secret@127.0.0.1:\(port)"))
        let error = #expect(throws: MailDeliveryError.self) { try transport.send(try MailMessage.sample()) }
        guard case .transient(let text) = error else {
            Issue.record("expected a transient failure, got \(String(describing: error))")
            return
        }
        #expect(!text.contains("Pa55-Secret"))
    }
}
