import HTTPCore
import Secrets

/// Reads and writes the session cookie and turns ids into the hashes the store keeps.
struct SessionCookies: Sendable {
    let policy: SessionPolicy
    /// The policy's cookie name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    /// The hash a store keeps for a session id.
    static func hash(of sessionID: String) -> String {
        Base64URL.encode(Digest.sha256(Array(sessionID.utf8)))
    }

    /// A new session id of 256 bits from the CSPRNG, and its hash.
    static func newSessionID() -> (id: String, hash: String) {
        let id = SecureRandom.token(byteCount: 32)
        return (id, hash(of: id))
    }

    func cookie(for sessionID: String, secure: Bool) -> SetCookie? {
        try? SetCookie(
            name: name, value: sessionID, maxAge: policy.absoluteTimeoutSeconds,
            path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    func clearingCookie(secure: Bool) -> SetCookie? {
        try? SetCookie.expired(name: name, path: "/", secure: secure)
    }
}
