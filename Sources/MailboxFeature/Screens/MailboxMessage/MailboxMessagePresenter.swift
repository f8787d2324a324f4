import Domain
import ScreenKit

/// The logic of one message of the mailbox: its headers and text, and the links in it.
struct MailboxMessagePresenter {
    let outbox: any OutboxRepository

    func load(id: Int) throws -> Answer<MailboxMessageViewModel, Never> {
        guard let message = try outbox.message(id: id) else { return .notFound(MailboxText.noSuchMessage.text()) }
        return .show(MailboxMessageViewModel(
            id: message.id, to: MailboxPresenter.recipient(of: message.mail), subject: message.mail.subject,
            state: MailboxPresenter.stateText(message.state),
            queuedAt: Language.current.formatMoment(secondsSince1970: message.createdAt),
            attempts: message.attempts, lastError: message.lastError, text: message.mail.text,
            links: Self.links(in: message.mail.text)))
    }

    /// Every word of `text` that is a web address, in order, each once.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }) {
            let candidate = String(word)
            guard candidate.hasPrefix("http://") || candidate.hasPrefix("https://"), !links.contains(candidate) else { continue }
            links.append(candidate)
        }
        return links
    }
}

extension MailboxMessagePresenter {
    /// The message's HTML part, served as a sandboxed document of its own.
    func html(id: Int) throws -> Answer<MailboxMessageViewModel, Never> {
        guard let message = try outbox.message(id: id) else { return .notFound(MailboxText.noSuchMessage.text()) }
        return .sandboxedDocument(Array(message.mail.html.utf8), tag: message.key)
    }
}
