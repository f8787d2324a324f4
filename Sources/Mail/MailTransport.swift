/// Something that hands a message over for delivery: SMTP in the server (``SMTPTransport``),
/// a recorder in tests of the code that sends mail.
///
/// Called from the outbox's sender thread, one message at a time; it blocks until the server
/// took the message or refused it.
public protocol MailTransport: Sendable {
    /// - Throws: ``MailDeliveryError``, which says whether trying the same message again later
    ///   may succeed.
    func send(_ message: MailMessage) throws(MailDeliveryError)
}
