import Domain

extension MailedToken {
    /// A link for `purpose` whose secret hashes to 32 bytes of `byte`, with its mail to `email`.
    static func sample(
        _ purpose: EmailTokenPurpose, hash byte: UInt8, email: String = "ada@example.com", expiresAt: Int = 2_000_000_000
    ) -> MailedToken {
        MailedToken(
            token: NewEmailToken(purpose: purpose, hash: tokenHash(byte), email: email, expiresAt: expiresAt),
            mail: .sample(to: email, subject: "Your \(purpose.rawValue) link"))
    }
}

extension OutgoingMail {
    static func sample(to address: String = "ada@example.com", subject: String = "Hello") -> OutgoingMail {
        OutgoingMail(
            to: address, toName: "Ada", subject: subject, text: "Open the link.", html: "<p>Open the link.</p>")
    }
}

/// A token hash for tests: 32 bytes of `byte`, so hashes are told apart by one number.
func tokenHash(_ byte: UInt8) -> [UInt8] {
    Array(repeating: byte, count: 32)
}
