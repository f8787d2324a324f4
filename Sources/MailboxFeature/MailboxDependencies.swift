public import Domain

/// What the development mailbox needs from the app. The app's own dependencies conform.
public protocol MailboxDependencies: AnyObject, Sendable {
    /// The messages the app queued, whatever became of them.
    var outbox: any OutboxRepository { get }
}
