import Domain
import ScreenKit

/// Starts one message of the mailbox for one request: its page, or its HTML part as a
/// sandboxed document of its own.
final class MailboxMessageCoordinator: Coordinating, MailboxMessageCoordinating {
    enum Part {
        case page
        case html
    }

    static let noSuchMessage = "There is no message with this number in the outbox."

    private let id: Int
    private let part: Part
    private let outbox: any OutboxRepository
    private let page = Page<MailboxMessageView>()
    private var outcome: Outcome?

    init(id: Int, part: Part, outbox: any OutboxRepository) {
        self.id = id
        self.part = part
        self.outbox = outbox
    }

    func start() throws -> Outcome {
        switch part {
        case .page:
            try MailboxMessagePresenter(view: page, coordinator: self, outbox: outbox).load(id: id)
            return outcome ?? .show(page)
        case .html:
            guard let message = try outbox.message(id: id) else { return .notFound(Self.noSuchMessage) }
            return .sandboxedDocument(Array(message.mail.html.utf8), tag: message.key)
        }
    }

    func messageNotFound() {
        outcome = .notFound(Self.noSuchMessage)
    }
}
