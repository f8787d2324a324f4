/// A message in the outbox: what was asked to be sent, and how sending it went so far.
public struct OutboxMessage: Sendable, Equatable, Identifiable {
    /// How long a sent or failed message is kept, for the development mailbox: 7 days.
    public static let retentionSeconds = 7 * 24 * 60 * 60

    public let id: Int
    /// 32 random hex digits chosen when the message was queued; with the sender's domain it is
    /// the `Message-ID`, the same on every try, so a receiver can drop a duplicate.
    public let key: String
    public let mail: OutgoingMail
    /// Seconds since 1970; also the message's `Date`.
    public let createdAt: Int
    public var state: OutboxState
    /// Tries so far, failed ones and the one that went through.
    public var attempts: Int
    /// When the sender may try next (seconds since 1970).
    public var nextAttemptAt: Int
    /// What the last failed try said; never holds a link's secret (the sender logs only the
    /// SMTP server's answer).
    public var lastError: String?
    public var sentAt: Int?

    public init(
        id: Int, key: String, mail: OutgoingMail, createdAt: Int, state: OutboxState = .pending,
        attempts: Int = 0, nextAttemptAt: Int, lastError: String? = nil, sentAt: Int? = nil
    ) {
        self.id = id
        self.key = key
        self.mail = mail
        self.createdAt = createdAt
        self.state = state
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastError = lastError
        self.sentAt = sentAt
    }
}

public enum OutboxState: String, Sendable, Equatable {
    /// Waiting for its first or next try.
    case pending
    /// Accepted by the SMTP server.
    case sent
    /// Given up on: refused for good, or every try failed.
    case failed
}
