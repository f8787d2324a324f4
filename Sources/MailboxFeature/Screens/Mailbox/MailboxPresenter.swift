import Domain
import ScreenKit

/// The mailbox's logic: the newest messages of the outbox, whatever their state.
struct MailboxPresenter {
    let outbox: any OutboxRepository
    /// The page's language, for each message's state and time.
    let language: Language

    /// A development mailbox holds what one person clicked through; more is noise.
    static let listed = 100

    func load() throws -> Answer<MailboxViewModel, Never> {
        let messages = try outbox.recent(limit: Self.listed + 1)
        return .show(MailboxViewModel(
            messages: messages.prefix(Self.listed).map { Self.row(of: $0, in: language) },
            olderCount: max(0, messages.count - Self.listed)))
    }

    static func row(of message: OutboxMessage, in language: Language) -> MailboxRow {
        MailboxRow(
            id: message.id, to: MailboxPresenter.recipient(of: message.mail), subject: message.mail.subject,
            state: stateText(message.state, in: language), queuedAt: language.formatMoment(secondsSince1970: message.createdAt))
    }

    /// `Ada <ada@example.com>`, or the address alone.
    static func recipient(of mail: OutgoingMail) -> String {
        mail.toName.isEmpty ? mail.to : "\(mail.toName) <\(mail.to)>"
    }

    static func stateText(_ state: OutboxState, in language: Language) -> String {
        switch state {
        case .pending: MailboxText.waiting.text(in: language)
        case .sent: MailboxText.sent.text(in: language)
        case .failed: MailboxText.failed.text(in: language)
        }
    }
}
