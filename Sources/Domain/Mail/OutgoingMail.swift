/// A message a feature sends, already written: the subject and both parts, plain text and
/// HTML. The outbox keeps it as it is; the sender wraps it in MIME with the headers.
public struct OutgoingMail: Sendable, Equatable {
    /// The recipient's address, as the member typed it.
    public var to: String
    /// The recipient's name for the `To` header; empty for none.
    public var toName: String
    public var subject: String
    public var text: String
    public var html: String

    public init(to: String, toName: String = "", subject: String, text: String, html: String) {
        self.to = to
        self.toName = toName
        self.subject = subject
        self.text = text
        self.html = html
    }
}

/// A link's secret kept with the message that carries it, so both are written in one
/// transaction: no mail for a token that was never stored, no token whose mail was lost.
public struct MailedToken: Sendable, Equatable {
    public let token: NewEmailToken
    public let mail: OutgoingMail

    public init(token: NewEmailToken, mail: OutgoingMail) {
        self.token = token
        self.mail = mail
    }
}
