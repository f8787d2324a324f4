public import Domain
public import ScreenKit

/// The development mailbox: every message in the outbox, newest first, and each one with its
/// text and HTML parts, so the e-mail flows can be clicked through on a laptop with no mail
/// server. The app registers it only in development without SMTP; elsewhere its paths are 404.
/// It answers only a client on this machine; any other gets 403 and why.
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
        router.get(MailboxPaths.mailbox, .anyone) { [outbox] context in
            Self.onThisMachine(context) { MailboxCoordinator(outbox: outbox) }
        }
        router.get(MailboxPaths.mailboxMessage, .anyone) { [outbox] context, id in
            Self.onThisMachine(context) { MailboxMessageCoordinator(id: id, part: .page, outbox: outbox) }
        }
        router.get(MailboxPaths.mailboxMessageHTML, .anyone) { [outbox] context, id in
            Self.onThisMachine(context) { MailboxMessageCoordinator(id: id, part: .html, outbox: outbox) }
        }
    }

    /// The mailbox holds sign-in and password reset links: a server in development that
    /// listens beyond loopback (`--host 0.0.0.0`) must not hand them to its network. The client
    /// is the one throttling counts, the peer or what a trusted proxy forwarded.
    private static func onThisMachine(
        _ context: RouteContext<SignedInUser?>, _ coordinator: () -> any Coordinating
    ) -> any Coordinating {
        context.navigator.isLocalClient ? coordinator() : MailboxRefusalCoordinator()
    }
}
