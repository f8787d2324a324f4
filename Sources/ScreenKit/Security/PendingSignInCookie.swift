import HTTPCore
import Secrets

/// Carries a ``PendingSignIn`` in a signed cookie: the member, "remember me", `next`, the
/// expiry, the first step passed and the sign-in's key, tagged with the server's key under a purpose of its own,
/// so no other signed value (a flash, a CSRF token) can stand in for it.
///
/// It is bound to the browser that passed the first step: the signed message holds a digest
/// of the browser's anonymous binding (the CSRF cookie, see ``CSRFProtection``), and a cookie
/// read with another binding, or none, is refused. A pending cookie copied into another
/// browser is worth nothing there; the digest, not the binding, so the cookie shows nothing
/// that would forge a form token.
struct PendingSignInCookie: Sendable {
    static let baseName = "sk_pending"
    private static let purpose = "pending-sign-in|"

    let authenticator: MessageAuthenticator
    /// The name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    func value(for pending: PendingSignIn, binding: String) -> String {
        let next = Base64URL.encode(Array((pending.next ?? "").utf8))
        let message = "\(pending.userID)|\(pending.remember ? 1 : 0)|\(pending.expiresAt)|\(next)|\(pending.firstStep.rawValue)|\(pending.key)"
        return authenticator.sign(Self.purpose + message + "|" + Self.digest(of: binding))
    }

    private static func digest(of binding: String) -> String {
        Base64URL.encode(Digest.sha256(binding))
    }

    /// The pending sign-in in a cookie value, or `nil` when it was altered, is malformed,
    /// expired, or was made for another browser's `binding`.
    func pendingSignIn(from value: String, binding: String?, now: Int) -> PendingSignIn? {
        guard let binding, let signed = authenticator.verifiedMessage(from: value), signed.hasPrefix(Self.purpose) else { return nil }
        let parts = signed.dropFirst(Self.purpose.count).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 7, parts[6] == Self.digest(of: binding), !parts[5].isEmpty,
              let userID = Int(parts[0]), let expiresAt = Int(parts[2]), expiresAt > now,
              let nextBytes = Base64URL.decode(String(parts[3])), let next = String(validating: nextBytes, as: UTF8.self),
              let firstStep = SignInMethod.FirstStep(rawValue: String(parts[4]))
        else { return nil }
        return PendingSignIn(
            userID: userID, remember: parts[1] == "1", next: next.isEmpty ? nil : next, expiresAt: expiresAt, firstStep: firstStep,
            key: String(parts[5]))
    }

    func cookie(for pending: PendingSignIn, binding: String, secure: Bool) -> SetCookie? {
        try? SetCookie(
            name: name, value: value(for: pending, binding: binding), maxAge: PendingSignIn.lifetimeSeconds, path: "/", secure: secure,
            httpOnly: true, sameSite: .lax)
    }

    func clearingCookie(secure: Bool) -> SetCookie? {
        try? SetCookie.expired(name: name, path: "/", secure: secure)
    }
}
