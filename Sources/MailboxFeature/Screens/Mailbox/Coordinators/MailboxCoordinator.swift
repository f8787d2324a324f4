import Domain
import ScreenKit

/// Starts the mailbox screen for one request.
final class MailboxCoordinator: Coordinating {
    private let outbox: any OutboxRepository

    init(outbox: any OutboxRepository) {
        self.outbox = outbox
    }

    func start() throws -> Outcome {
        let page = Page<MailboxView>()
        try MailboxPresenter(view: page, outbox: outbox).load()
        return .show(page)
    }
}
