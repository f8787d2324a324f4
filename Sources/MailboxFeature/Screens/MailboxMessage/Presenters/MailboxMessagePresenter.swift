import Domain
import ScreenKit

/// The logic of one message of the mailbox: its headers and text, and the links in it.
final class MailboxMessagePresenter: Presenting {
    let view: any Viewable<MailboxMessageViewModel>
    private let coordinator: any MailboxMessageCoordinating
    private let outbox: any OutboxRepository

    init(view: any Viewable<MailboxMessageViewModel>, coordinator: any MailboxMessageCoordinating, outbox: any OutboxRepository) {
        self.view = view
        self.coordinator = coordinator
        self.outbox = outbox
    }

    func load(id: Int) throws {
        guard let message = try outbox.message(id: id) else {
            coordinator.messageNotFound()
            return
        }
        view.show(MailboxMessageViewModel(
            id: message.id, to: MailboxPresenter.recipient(of: message.mail), subject: message.mail.subject,
            state: MailboxPresenter.stateText(message.state), queuedAt: HTTPDate.format(secondsSince1970: message.createdAt),
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
