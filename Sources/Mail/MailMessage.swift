/// A message ready to be sent: who it is from and to, its subject and its two versions, plain
/// text and HTML, which ``rendered()`` wraps in MIME.
///
/// The `Message-ID` and `Date` come from the outbox rather than from the moment of sending, so
/// that every try of one message is the same message and a receiver can drop a duplicate.
public struct MailMessage: Sendable, Equatable {
    public var from: MailAddress
    public var to: MailAddress
    public var subject: String
    public var text: String
    public var html: String
    /// What goes between the angle brackets of `Message-ID`, e.g. `3f2a…@example.com`.
    public var messageID: String
    /// Seconds since 1970 (UTC).
    public var date: Int

    public init(
        from: MailAddress, to: MailAddress, subject: String, text: String, html: String,
        messageID: String, date: Int
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
        self.messageID = messageID
        self.date = date
    }

    /// The message in RFC 5322 form with CRLF line endings: the headers, then a
    /// `multipart/alternative` body with the text part first (a program shows the last part it
    /// can display, so HTML wins where it is understood).
    public func rendered() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1024 + (text.utf8.count + html.utf8.count) * 11 / 10)
        func line(_ text: String) {
            output += text.utf8
            output += [0x0D, 0x0A]
        }
        let boundary = self.boundary
        line("Date: " + MailDate.format(secondsSince1970: date))
        output += MailHeaderField.mailbox("From", from).line
        output += MailHeaderField.mailbox("To", to).line
        output += MailHeaderField.unstructured("Subject", subject).line
        line("Message-ID: <" + headerMessageID + ">")
        line("MIME-Version: 1.0")
        line("Content-Type: multipart/alternative;")
        line(" boundary=\"" + boundary + "\"")
        line("")
        for (subtype, body) in [("plain", text), ("html", html)] {
            line("--" + boundary)
            line("Content-Type: text/" + subtype + "; charset=utf-8")
            line("Content-Transfer-Encoding: quoted-printable")
            line("")
            QuotedPrintable.encode(body, into: &output)
            line("")
        }
        line("--" + boundary + "--")
        return output
    }

    /// The id as it may stand in the header: visible ASCII without `<` or `>` (anything else is
    /// dropped, so no CR or LF gets through), cut to keep the line within 998 characters.
    var headerMessageID: String {
        let kept = messageID.utf8.filter { (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") }
        return String(decoding: kept.prefix(maximumMessageIDLength), as: UTF8.self)
    }

    /// 998 minus `Message-ID: <` and `>`.
    private var maximumMessageIDLength: Int { 998 - 14 }

    /// Starts with `=_`, which quoted-printable never writes, so it cannot occur in a part; the
    /// rest, from the message id, tells one message's parts from another's when mail is quoted
    /// or forwarded whole.
    var boundary: String {
        let letters = messageID.utf8.lazy.filter { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        return "=_alt_" + String(decoding: letters.prefix(40), as: UTF8.self)
    }
}
