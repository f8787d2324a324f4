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
            state: stateText(message.state, in: language), queuedAt: timeText(message.createdAt, in: language))
    }

    /// "14 Nov 2023, 22:13 UTC", "14 nov. 2023, 22:13 UTC".
    static func timeText(_ secondsSince1970: Int, in language: Language) -> String {
        let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 - 86_399) / 86_400
        let within = secondsSince1970 - days * 86_400
        let (year, month, day) = HTTPDate.civilDate(daysSince1970: days)
        return MailboxText.queuedAt.text(
            in: language, .text("day", language.formatShort(CalendarDate(year: year, month: month, day: day))),
            .text("time", language.formatTime(hour: within / 3_600, minute: within % 3_600 / 60)))
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
