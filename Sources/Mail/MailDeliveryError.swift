/// Why a message was not delivered, sorted by what the outbox should do about it.
///
/// The text names libcurl's error and the SMTP reply code; it never holds the message's
/// content (a link's secret may be in it) or the SMTP password, so it can be stored and logged.
public enum MailDeliveryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Trying again later may work: the server was unreachable or slow, the TLS handshake
    /// failed, it answered 4xx, or it refused our credentials (the operator may fix those while
    /// the message waits).
    case transient(String)
    /// The server will never take this message: a 5xx reply to `MAIL FROM`, `RCPT TO` or the
    /// data, such as an unknown recipient.
    case permanent(String)

    public var description: String {
        switch self {
        case .transient(let text): "temporary failure: " + text
        case .permanent(let text): "permanent failure: " + text
        }
    }
}
