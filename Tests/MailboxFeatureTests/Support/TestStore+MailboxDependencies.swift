public import DomainTesting
public import MailboxFeature

/// The store is the mailbox's container: it has the outbox the mailbox reads.
extension TestStore: MailboxDependencies {}
