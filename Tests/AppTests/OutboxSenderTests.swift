import Domain
import DomainTesting
import Logging
import Mail
import ScreenKitTesting
import Synchronization
import Testing
@testable import App

/// An SMTP server's answers, scripted per message, and what it was given.
final class ScriptedTransport: MailTransport {
    private let state = Mutex<(answers: [MailDeliveryError?], sent: [MailMessage])>(([], []))

    /// `nil` accepts a message; an error refuses it. Messages beyond the script are accepted.
    init(_ answers: [MailDeliveryError?] = []) {
        state.withLock { $0.answers = answers }
    }

    var sent: [MailMessage] { state.withLock { $0.sent } }

    func send(_ message: MailMessage) throws(MailDeliveryError) {
        let answer: MailDeliveryError? = state.withLock { state in
            state.sent.append(message)
            return state.answers.isEmpty ? nil : state.answers.removeFirst()
        }
        if let answer { throw answer }
    }
}

@Suite("Outbox sender")
struct OutboxSenderTests {
    /// The real outbox, on a SQLite file of its own.
    let store: DomainTesting.TestStore
    var outbox: any OutboxRepository { store.outbox }
    var clock: ManualClock { store.time }
    let from: MailAddress

    init() throws {
        store = try DomainTesting.TestStore()
        from = try MailAddress(parsing: "ScreenKit <no-reply@screenkit.test>")
    }

    func sender(_ transport: ScriptedTransport, policy: RetryPolicy = .standard) -> OutboxSender {
        OutboxSender(outbox: outbox, transport: transport, from: from, clock: clock, policy: policy, logger: Logger(label: "test"))
    }

    @discardableResult
    func queue(_ to: String) throws -> OutboxMessage {
        try outbox.enqueue(OutgoingMail(to: to, toName: "Ada", subject: "Hello", text: "Hi", html: "<p>Hi</p>"), at: clock.secondsSince1970)
    }

    @Test func dueMessagesAreSentOldestFirstWithAMessageIDThatIsTheirKey() throws {
        let first = try queue("ada@example.com")
        let second = try queue("grace@example.com")
        let transport = ScriptedTransport()
        try sender(transport).drain()
        #expect(transport.sent.map(\.to.address) == ["ada@example.com", "grace@example.com"])
        #expect(transport.sent.map(\.messageID) == ["\(first.key)@screenkit.test", "\(second.key)@screenkit.test"])
        #expect(transport.sent.first?.date == first.createdAt)
        #expect(try store.mail().map(\.state) == [.sent, .sent])
        try sender(transport).drain()
        #expect(transport.sent.count == 2)
    }

    @Test func aTransientFailureWaitsLongerEachTimeThenTheSameMessageGoesThrough() throws {
        let message = try queue("ada@example.com")
        let transport = ScriptedTransport([.transient("connection refused"), .transient("451 try later")])
        let sender = sender(transport)
        try sender.drain()
        #expect(try store.mail().first?.nextAttemptAt == clock.secondsSince1970 + 5)
        #expect(try store.mail().first?.lastError == "connection refused")
        try sender.drain()
        #expect(transport.sent.count == 1)
        clock.advance(by: 5)
        try sender.drain()
        #expect(try store.mail().first?.nextAttemptAt == clock.secondsSince1970 + 10)
        clock.advance(by: 10)
        try sender.drain()
        #expect(try store.mail().first?.state == .sent)
        #expect(try store.mail().first?.attempts == 3)
        #expect(Set(transport.sent.map(\.messageID)) == ["\(message.key)@screenkit.test"])
    }

    @Test func aPermanentRefusalIsGivenUpAtOnce() throws {
        try queue("nobody@example.com")
        try sender(ScriptedTransport([.permanent("550 no such user")])).drain()
        #expect(try store.mail().first?.state == .failed)
        #expect(try store.mail().first?.lastError == "550 no such user")
    }

    @Test func aMessageIsGivenUpAfterTheLastTry() throws {
        try queue("ada@example.com")
        let policy = RetryPolicy(firstWait: 1, longestWait: 1, maximumAttempts: 3)
        let sender = sender(ScriptedTransport(Array(repeating: .transient("down"), count: 5)), policy: policy)
        for _ in 1...3 {
            try sender.drain()
            clock.advance(by: 1)
        }
        #expect(try store.mail().first?.state == .failed)
        #expect(try store.mail().first?.attempts == 3)
    }

    @Test func anAddressThatCannotBeSentToFailsWithoutATry() throws {
        try queue("not an address")
        let transport = ScriptedTransport()
        try sender(transport).drain()
        #expect(transport.sent.isEmpty)
        #expect(try store.mail().first?.state == .failed)
    }

    @Test func afterStopNothingMoreIsSent() throws {
        try queue("ada@example.com")
        let transport = ScriptedTransport()
        let sender = sender(transport)
        sender.stop()
        try sender.drain()
        #expect(transport.sent.isEmpty)
        #expect(try store.mail().first?.state == .pending)
    }

    @Test func waitsDoubleUpToTheCap() {
        let policy = RetryPolicy.standard
        #expect((1...11).map(policy.wait(afterAttempt:)) == [5, 10, 20, 40, 80, 160, 320, 640, 1280, 1800, 1800])
    }
}
