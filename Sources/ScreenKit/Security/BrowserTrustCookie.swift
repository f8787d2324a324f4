import HTTPCore
import Secrets

/// Carries a ``BrowserTrust`` in a signed cookie: the member, their trust epoch, the expiry and
/// a digest of the browser's anonymous binding, tagged with the server's key under a purpose of
/// its own, so no other signed value (a pending sign-in, a flash) can stand in for it.
/// `HttpOnly`, `SameSite=Lax`, `Secure` over HTTPS, and kept for ``BrowserTrust/lifetimeSeconds``
/// whether or not the session is remembered.
///
/// Bound to the browser that passed the second step as a pending sign-in is
/// (``PendingSignInCookie``): read with another binding, or none, it trusts nothing, so the
/// cookie copied alone into another browser skips no code there. The binding's own cookie is
/// kept as long as the trust (``ApplicationServices/apply(_:_:)``).
struct BrowserTrustCookie: Sendable {
    static let baseName = "sk_trusted"
    private static let purpose = "trusted-browser|"

    let authenticator: MessageAuthenticator
    /// The name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    func value(for trust: BrowserTrust, expiresAt: Int, binding: String) -> String {
        authenticator.sign(Self.purpose + "\(trust.userID)|\(trust.epoch)|\(expiresAt)|" + Self.digest(of: binding))
    }

    private static func digest(of binding: String) -> String {
        Base64URL.encode(Digest.sha256(binding))
    }

    /// The trust in a cookie value, or `nil` when it was altered, is malformed, expired, or was
    /// given to another browser's `binding`.
    func trust(from value: String, binding: String?, now: Int) -> BrowserTrust? {
        guard let binding, let signed = authenticator.verifiedMessage(from: value), signed.hasPrefix(Self.purpose) else { return nil }
        let parts = signed.dropFirst(Self.purpose.count).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[3] == Self.digest(of: binding),
              let userID = Int(parts[0]), let epoch = Int(parts[1]), let expiresAt = Int(parts[2]), expiresAt > now
        else { return nil }
        return BrowserTrust(userID: userID, epoch: epoch)
    }

    func cookie(for trust: BrowserTrust, binding: String, now: Int, secure: Bool) -> SetCookie? {
        try? SetCookie(
            name: name, value: value(for: trust, expiresAt: now + BrowserTrust.lifetimeSeconds, binding: binding),
            maxAge: BrowserTrust.lifetimeSeconds, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
