import HTTPCore
import Secrets

/// Reads and writes the session cookie and turns ids into the hashes the store keeps.
struct SessionCookies: Sendable {
    let policy: SessionPolicy
    /// The policy's cookie name as sent (see ``ApplicationConfiguration/cookieName(_:)``).
    let name: String

    /// The hash a store keeps for a session id.
    static func hash(of sessionID: String) -> String {
        withUnsafeTemporaryAllocation(byteCount: Digest.sha256ByteCount, alignment: 1) { digest in
            Digest.sha256(of: sessionID, into: digest)
            return Base64URL.encode(UnsafeRawBufferPointer(digest))
        }
    }

    /// A new session id of 256 bits from the CSPRNG, and its hash.
    static func newSessionID() -> (id: String, hash: String) {
        let id = SecureRandom.token(byteCount: 32)
        return (id, hash(of: id))
    }

    /// The cookie for a session: a remembered one lasts the session's lifetime, another has
    /// no `Max-Age`, so the browser forgets it when it closes.
    func cookie(for sessionID: String, persistent: Bool, secure: Bool) -> SetCookie? {
        try? SetCookie(
            name: name, value: sessionID, maxAge: persistent ? policy.absoluteTimeoutSeconds : nil,
            path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    func clearingCookie(secure: Bool) -> SetCookie? {
        try? SetCookie.expired(name: name, path: "/", secure: secure)
    }
}
