/// What becomes of a message a screen just queued, for a screen that can wait a moment to say
/// "sent" rather than "on its way". Mail is queued in the outbox and sent by the app's sender;
/// this lets a screen await that sender, briefly.
///
/// ```swift
/// let sent = try await delivery.queue(to: member.email, within: .seconds(2)) {
///     try links.resendConfirmation(to: member)
/// }
/// ```
public protocol MailDelivery: Sendable {
    /// Runs `queue`, which writes a message to `address` into the outbox, and waits up to
    /// `within` for the sender to hand a message to `address` to the mail server.
    ///
    /// - Returns: `true` when it was handed over within the time; `false` when it still waits
    ///   (no sender runs on this instance, the server is slow, or another instance sends it).
    func queue(to address: String, within: Duration, _ queue: () throws -> Void) async throws -> Bool
}

/// Mail that nobody sends from here: queued, never awaited.
public struct QueuedMailOnly: MailDelivery {
    public init() {}

    public func queue(to address: String, within: Duration, _ queue: () throws -> Void) async throws -> Bool {
        try queue()
        return false
    }
}
