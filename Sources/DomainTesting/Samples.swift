public import Domain

/// Values for tests of stores and features, with only the fields a test cares about spelled
/// out.
extension NewUser {
    public static func sample(
        name: String = "Ada Lovelace", email: String = "ada@example.com", createdAt: Int = 1_700_000_000
    ) -> NewUser {
        NewUser(name: name, email: email, passwordHash: "$argon2id$v=19$m=8,t=1,p=1$stub", createdAt: createdAt)
    }
}

extension MailedToken {
    /// A link for `purpose` whose secret hashes to 32 bytes of `byte`, with its mail to `email`.
    public static func sample(
        _ purpose: EmailTokenPurpose, hash byte: UInt8, email: String = "ada@example.com", expiresAt: Int = 2_000_000_000
    ) -> MailedToken {
        MailedToken(
            token: NewEmailToken(purpose: purpose, hash: tokenHash(byte), email: email, expiresAt: expiresAt),
            mail: .sample(to: email, subject: "Your \(purpose.rawValue) link"))
    }
}

extension OutgoingMail {
    public static func sample(to address: String = "ada@example.com", subject: String = "Hello") -> OutgoingMail {
        OutgoingMail(
            to: address, toName: "Ada", subject: subject, text: "Open the link.", html: "<p>Open the link.</p>")
    }
}

/// A token hash for tests: 32 bytes of `byte`, so hashes are told apart by one number.
public func tokenHash(_ byte: UInt8) -> [UInt8] {
    Array(repeating: byte, count: 32)
}
