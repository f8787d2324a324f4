/// The mailbox's messages, newest first; sent as JSON to JSON clients.
struct MailboxViewModel: Encodable, Equatable, Sendable {
    var messages: [MailboxRow] = []
    /// How many more messages there are beyond the ones listed.
    var olderCount = 0
}

/// One message in the list.
struct MailboxRow: Encodable, Equatable, Sendable {
    let id: Int
    let to: String
    let subject: String
    /// `waiting`, `sent` or `failed`.
    let state: String
    /// When it was queued, as in a `Date` header.
    let queuedAt: String
}
