import Domain
import MailboxFeature

/// The mailbox's one dependency, for route tests.
final class TestMailboxDependencies: MailboxDependencies {
    let outbox: any OutboxRepository

    init(outbox: any OutboxRepository) {
        self.outbox = outbox
    }
}
