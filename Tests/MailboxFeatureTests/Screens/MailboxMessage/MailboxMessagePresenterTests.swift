import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import MailboxFeature

@Suite("Mailbox message presenter")
struct MailboxMessagePresenterTests {
    let store: TestStore
    var outbox: any OutboxRepository { store.outbox }

    init() throws {
        store = try TestStore()
    }

    var presenter: MailboxMessagePresenter {
        MailboxMessagePresenter(outbox: outbox)
    }

    @Test func theMessageShowsItsTextAndTheLinksInIt() throws {
        let text = "Hello,\n\nChoose a new password:\nhttps://example.com/password/reset?token=abc\n\nOr https://example.com/login\n"
        let message = try outbox.enqueue(OutgoingMail(to: "ada@example.com", subject: "Reset", text: text, html: "<p>Hi</p>"), at: 0)
        try outbox.scheduleRetry(id: message.id, attempts: 1, nextAttemptAt: 5, error: "connection refused")
        let shown = try #require(try presenter.load(id: message.id).shown)
        #expect(shown.text == text)
        #expect(shown.links == ["https://example.com/password/reset?token=abc", "https://example.com/login"])
        #expect(shown.lastError == "connection refused")
        #expect(shown.attempts == 1)
    }

    @Test func anUnknownNumberIsNotFound() throws {
        #expect(try presenter.load(id: 42) == .notFound(MailboxText.noSuchMessage.text(in: .english)))
        #expect(try presenter.html(id: 42) == .notFound(MailboxText.noSuchMessage.text(in: .english)))
    }
}
