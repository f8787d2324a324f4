import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import MailboxFeature

/// Records where the message's presenter sent the flow.
final class MailboxMessageCoordinatorSpy: MailboxMessageCoordinating {
    private(set) var notFound = 0

    func messageNotFound() {
        notFound += 1
    }
}

@Suite("Mailbox message presenter")
struct MailboxMessagePresenterTests {
    let outbox = InMemoryOutbox()
    let view = ViewSpy<MailboxMessageViewModel>()
    let coordinator = MailboxMessageCoordinatorSpy()

    var presenter: MailboxMessagePresenter {
        MailboxMessagePresenter(view: view, coordinator: coordinator, outbox: outbox)
    }

    @Test func theMessageShowsItsTextAndTheLinksInIt() throws {
        let text = "Hello,\n\nChoose a new password:\nhttps://example.com/password/reset?token=abc\n\nOr https://example.com/login\n"
        let message = try outbox.enqueue(OutgoingMail(to: "ada@example.com", subject: "Reset", text: text, html: "<p>Hi</p>"), at: 0)
        try outbox.scheduleRetry(id: message.id, attempts: 1, nextAttemptAt: 5, error: "connection refused")
        try presenter.load(id: message.id)
        let shown = try #require(view.shown.first)
        #expect(shown.text == text)
        #expect(shown.links == ["https://example.com/password/reset?token=abc", "https://example.com/login"])
        #expect(shown.lastError == "connection refused")
        #expect(shown.attempts == 1)
    }

    @Test func anUnknownNumberIsNotFound() throws {
        try presenter.load(id: 42)
        #expect(coordinator.notFound == 1)
        #expect(view.shown.isEmpty)
    }
}
