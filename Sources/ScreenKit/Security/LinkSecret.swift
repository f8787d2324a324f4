import Secrets

/// The secret a mailed link carries (a password reset, a confirmation, a sign-in link): 256
/// random bits as 43 URL-safe characters, of which only the SHA-256 is stored.
///
/// Storing the digest means a copy of the database opens no account, and looking a link up by
/// its digest compares nothing secret byte by byte: the attacker does not choose the digest's
/// bytes, so a lookup's timing tells them nothing about a stored secret.
///
/// ```swift
/// let secret = LinkSecret.generate()
/// tokens.issue(MailedToken(token: NewEmailToken(purpose: .passwordReset, hash: secret.digest, …), mail: …), …)
/// let link = AccountPaths.resetPassword(token: secret.text)
/// // later, from the link:
/// guard let digest = LinkSecret.digest(of: form.token) else { return invalid }
/// ```
public struct LinkSecret: Sendable, Equatable {
    /// What the link carries.
    public let text: String
    /// What is stored.
    public let digest: [UInt8]

    public static let textLength = 43

    public static func generate() -> LinkSecret {
        let text = SecureRandom.token(byteCount: 32)
        return LinkSecret(text: text, digest: Digest.sha256(text))
    }

    /// The digest of a secret as a link brought it back; `nil` for anything that cannot be one
    /// (wrong length or alphabet), which is then refused without a lookup.
    public static func digest(of text: String) -> [UInt8]? {
        guard text.utf8.count == textLength, Base64URL.decode(text)?.count == 32 else { return nil }
        return Digest.sha256(text)
    }
}
