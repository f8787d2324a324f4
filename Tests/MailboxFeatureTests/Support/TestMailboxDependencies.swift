import Domain
import DomainTesting
import MailboxFeature

/// The mailbox's one dependency, for route tests.
final class TestMailboxDependencies: MailboxDependencies {
    let outbox: any OutboxRepository

    init(outbox: any OutboxRepository = InMemoryOutbox()) {
        self.outbox = outbox
    }
}
