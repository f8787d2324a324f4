public import ScreenKit

/// The development mailbox: every message in the outbox, newest first, and each one with its
/// text and HTML parts, so the e-mail flows can be clicked through on a laptop with no mail
/// server. The app registers it only in development without SMTP; elsewhere its paths are 404.
/// It answers only a client on this machine (the client the throttles count: the peer, or what
/// a trusted proxy forwarded); any other gets 403 and why.
///
/// ```swift
/// if settings.mode == .development && settings.mail.smtp == nil {
///     router.register(MailboxFeature(dependencies: appDependencies))
/// }
/// ```
public struct MailboxFeature: Feature {
    private let dependencies: any MailboxDependencies

    public init(dependencies: any MailboxDependencies) {
        self.dependencies = dependencies
    }

    public func registerRoutes(on router: inout Router) {
        router.group(.anyone) { routes in
            routes.get(MailboxPaths.mailbox, MailboxCoordinator(dependencies: dependencies))
            routes.get(MailboxPaths.mailboxMessage, MailboxMessageCoordinator(part: .page, dependencies: dependencies))
            routes.get(MailboxPaths.mailboxMessageHTML, MailboxMessageCoordinator(part: .html, dependencies: dependencies))
        }
    }
}
