@testable import Mail

extension MailMessage {
    /// A message with every field set; tests change the one they are about.
    static func sample(
        from: String = "ScreenKit <no-reply@example.com>",
        to: String = "Ada Lovelace <ada@example.org>",
        subject: String = "Confirm your e-mail address",
        text: String = "Hello Ada,\n\nopen this link to confirm your address:\nhttps://example.com/confirm?t=abc\n",
        html: String = "<p>Hello Ada,</p>\n<p><a href=\"https://example.com/confirm?t=abc\">Confirm</a></p>\n"
    ) throws -> MailMessage {
        MailMessage(
            from: try MailAddress(parsing: from), to: try MailAddress(parsing: to), subject: subject,
            text: text, html: html, messageID: "3f2a9c41d7e04b5a8e6f1c2d3b4a5968@example.com", date: 1_795_465_739)
    }
}
