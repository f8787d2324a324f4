public import Domain
public import ScreenKit

/// The development mailbox: every message in the outbox, newest first, and each one with its
/// text and HTML parts, so the e-mail flows can be clicked through on a laptop with no mail
/// server. The app registers it only in development without SMTP; elsewhere its paths are 404.
///
/// ```swift
/// if settings.mode == .development && settings.mail.smtp == nil {
///     router.register(MailboxFeature(outbox: dependencies.outbox))
/// }
/// ```
public struct MailboxFeature: Feature {
    private let outbox: any OutboxRepository

    public init(outbox: any OutboxRepository) {
        self.outbox = outbox
    }

    public func registerRoutes(on router: inout Router) {
        router.get(MailboxPaths.mailbox, .anyone) { [outbox] _ in MailboxCoordinator(outbox: outbox) }
        router.get(MailboxPaths.mailboxMessage, .anyone) { [outbox] _, id in
            MailboxMessageCoordinator(id: id, part: .page, outbox: outbox)
        }
        router.get(MailboxPaths.mailboxMessageHTML, .anyone) { [outbox] _, id in
            MailboxMessageCoordinator(id: id, part: .html, outbox: outbox)
        }
    }
}
