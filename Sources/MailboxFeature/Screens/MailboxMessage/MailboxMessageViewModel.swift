/// One message of the mailbox: its headers, its plain-text part, and the links it carries;
/// sent as JSON to JSON clients.
struct MailboxMessageViewModel: Encodable, Equatable, Sendable {
    var id = 0
    var to = ""
    var subject = ""
    var state = ""
    var queuedAt = ""
    var attempts = 0
    /// What the last failed try said, if one failed.
    var lastError: String?
    var text = ""
    /// The web addresses in the text, to follow with one click.
    var links: [String] = []
}
