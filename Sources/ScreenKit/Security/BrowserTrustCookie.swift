import HTTPCore
import Secrets

/// Carries a ``BrowserTrust`` in a signed cookie: the member, their trust epoch and the expiry,
/// tagged with the server's key under a purpose of its own, so no other signed value (a pending
/// sign-in, a flash) can stand in for it. `HttpOnly`, `SameSite=Lax`, `Secure` over HTTPS, and
/// kept for ``BrowserTrust/lifetimeSeconds`` whether or not the session is remembered.
struct BrowserTrustCookie: Sendable {
    static let baseName = "sk_trusted"
    private static let purpose = "trusted-browser|"

    let authenticator: MessageAuthenticator
    /// The name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    func value(for trust: BrowserTrust, expiresAt: Int) -> String {
        authenticator.sign(Self.purpose + "\(trust.userID)|\(trust.epoch)|\(expiresAt)")
    }

    /// The trust in a cookie value, or `nil` when it was altered, is malformed or expired.
    func trust(from value: String, now: Int) -> BrowserTrust? {
        guard let signed = authenticator.verifiedMessage(from: value), signed.hasPrefix(Self.purpose) else { return nil }
        let parts = signed.dropFirst(Self.purpose.count).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 3, let userID = Int(parts[0]), let epoch = Int(parts[1]), let expiresAt = Int(parts[2]), expiresAt > now
        else { return nil }
        return BrowserTrust(userID: userID, epoch: epoch)
    }

    func cookie(for trust: BrowserTrust, now: Int, secure: Bool) -> SetCookie? {
        try? SetCookie(
            name: name, value: value(for: trust, expiresAt: now + BrowserTrust.lifetimeSeconds), maxAge: BrowserTrust.lifetimeSeconds,
            path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
