import HTTPCore
import Secrets

/// Carries a ``PendingSignIn`` in a signed cookie: the member, "remember me", `next`, the
/// expiry and the first step passed, tagged with the server's key under a purpose of its own, so no other signed value
/// (a flash, a CSRF token) can stand in for it.
struct PendingSignInCookie: Sendable {
    static let baseName = "sk_pending"
    private static let purpose = "pending-sign-in|"

    let authenticator: MessageAuthenticator
    /// The name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    func value(for pending: PendingSignIn) -> String {
        let next = Base64URL.encode(Array((pending.next ?? "").utf8))
        let message = "\(pending.userID)|\(pending.remember ? 1 : 0)|\(pending.expiresAt)|\(next)|\(pending.firstStep.rawValue)"
        return authenticator.sign(Self.purpose + message)
    }

    /// The pending sign-in in a cookie value, or `nil` when it was altered, is malformed or expired.
    func pendingSignIn(from value: String, now: Int) -> PendingSignIn? {
        guard let signed = authenticator.verifiedMessage(from: value), signed.hasPrefix(Self.purpose) else { return nil }
        let parts = signed.dropFirst(Self.purpose.count).split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 5, let userID = Int(parts[0]), let expiresAt = Int(parts[2]), expiresAt > now,
              let nextBytes = Base64URL.decode(String(parts[3])), let next = String(validating: nextBytes, as: UTF8.self),
              let firstStep = SignInMethod.FirstStep(rawValue: String(parts[4]))
        else { return nil }
        return PendingSignIn(
            userID: userID, remember: parts[1] == "1", next: next.isEmpty ? nil : next, expiresAt: expiresAt, firstStep: firstStep)
    }

    func cookie(for pending: PendingSignIn, secure: Bool) -> SetCookie? {
        try? SetCookie(
            name: name, value: value(for: pending), maxAge: PendingSignIn.lifetimeSeconds, path: "/", secure: secure,
            httpOnly: true, sameSite: .lax)
    }

    func clearingCookie(secure: Bool) -> SetCookie? {
        try? SetCookie.expired(name: name, path: "/", secure: secure)
    }
}
