import Domain
import ScreenKit

/// The mailbox's logic: the newest messages of the outbox, whatever their state.
struct MailboxPresenter {
    let outbox: any OutboxRepository

    /// A development mailbox holds what one person clicked through; more is noise.
    static let listed = 100

    func load() throws -> Answer<MailboxViewModel, Never> {
        let messages = try outbox.recent(limit: Self.listed + 1)
        return .show(MailboxViewModel(
            messages: messages.prefix(Self.listed).map { Self.row(of: $0) },
            olderCount: max(0, messages.count - Self.listed)))
    }

    static func row(of message: OutboxMessage) -> MailboxRow {
        MailboxRow(
            id: message.id, to: MailboxPresenter.recipient(of: message.mail), subject: message.mail.subject,
            state: stateText(message.state), queuedAt: Language.current.formatMoment(secondsSince1970: message.createdAt))
    }

    /// `Ada <ada@example.com>`, or the address alone.
    static func recipient(of mail: OutgoingMail) -> String {
        mail.toName.isEmpty ? mail.to : "\(mail.toName) <\(mail.to)>"
    }

    static func stateText(_ state: OutboxState) -> String {
        switch state {
        case .pending: MailboxText.waiting.text()
        case .sent: MailboxText.sent.text()
        case .failed: MailboxText.failed.text()
        }
    }
}
