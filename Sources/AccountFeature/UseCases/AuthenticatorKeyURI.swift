import ScreenKit

/// The key URI authenticator apps read from the set-up page's QR code (Google Authenticator's
/// format), and the media type of the recovery codes' file: text machines read, which the
/// screens' files keep out of, since everything they write is for people and in a catalog.
enum AuthenticatorKeyURI {
    /// The name an authenticator app lists the account under.
    static let issuer = "ScreenKit"
    /// The recovery codes' download: plain text, readable anywhere it is saved.
    static let recoveryCodesMediaType = "text/plain; charset=utf-8"

    /// Issuer and account as the label, the secret in base32, and the parameters every app reads.
    static func uri(secret: String, account: String) -> String {
        let label = percentEncoded(issuer) + ":" + percentEncoded(account)
        return "otpauth://totp/\(label)?secret=\(secret)&issuer=\(percentEncoded(issuer))&algorithm=SHA1&digits=6&period=30"
    }

    private static func percentEncoded(_ text: String) -> String {
        URLEncodedForm.encode(text)
    }
}
