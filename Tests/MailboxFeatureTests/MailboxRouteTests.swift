import Domain
import DomainTesting
import MailboxFeature
import ScreenKit
import ScreenKitTesting
import Testing

/// The development mailbox shows every message the app queued, links that sign in and reset
/// passwords included: it answers only a client on this machine, as the app sees the client
/// (the connection's peer, or behind a trusted proxy the address it forwarded).
@Suite("The development mailbox's routes")
struct MailboxRouteTests {
    let store: TestStore
    var outbox: any OutboxRepository { store.outbox }

    init() throws {
        store = try TestStore()
        try outbox.enqueue(
            OutgoingMail(to: "ada@example.com", subject: "Reset your password", text: "a secret link", html: "<p>a secret link</p>"),
            at: 1_700_000_000)
    }

    func client(from address: String, trustedProxies: [String] = []) -> ScreenClient {
        var router = Router()
        router.register(MailboxFeature(dependencies: store))
        let application = Application.testing(router: router, sessions: store.sessions, clock: store.clock) {
            $0.trustedProxies = trustedProxies.compactMap(AddressRange.init)
        }
        let client = ScreenClient(application)
        client.remoteAddress = address
        return client
    }

    static let paths = ["/dev/mailbox", "/dev/mailbox/1", "/dev/mailbox/1/html"]

    @Test(arguments: ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
    func aClientOnThisMachineReadsIt(address: String) throws {
        let client = client(from: address)
        for path in Self.paths {
            #expect(try client.get(path).status == .ok, "\(path) from \(address)")
        }
    }

    @Test(arguments: ["192.0.2.7", "10.0.0.2", "2001:db8::1", "::ffff:192.0.2.7", "128.0.0.1", ""])
    func anyOtherClientIsRefusedAndToldWhy(address: String) throws {
        let client = client(from: address)
        for path in Self.paths {
            let answer = try client.get(path)
            #expect(answer.status == .forbidden, "\(path) from \(address)")
            #expect(answer.text.contains("The development mailbox answers only on this machine"), "\(path) from \(address)")
            #expect(!answer.text.contains("secret link"))
        }
    }

    /// Behind a proxy on this machine, the client is the address the proxy forwarded.
    @Test func behindATrustedProxyTheForwardedAddressCounts() throws {
        let client = client(from: "127.0.0.1", trustedProxies: ["127.0.0.1"])
        var outside = HTTPHeaders()
        outside.add("X-Forwarded-For", "203.0.113.9")
        #expect(try client.get("/dev/mailbox", headers: outside).status == .forbidden)
        var local = HTTPHeaders()
        local.add("X-Forwarded-For", "127.0.0.1")
        #expect(try client.get("/dev/mailbox", headers: local).status == .ok)
        // From an untrusted peer the header is the client's own claim, and ignored.
        let untrusted = self.client(from: "192.0.2.7")
        #expect(try untrusted.get("/dev/mailbox", headers: local).status == .forbidden)
    }
}
