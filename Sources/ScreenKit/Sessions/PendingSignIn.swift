import Secrets

/// A sign-in that has passed its password (or another first step) and waits for its second
/// step: no session exists yet. The kit keeps it in a short-lived signed cookie
/// (``Answer/awaitingSecondStep(_:)``), and a screen reads it back with
/// ``ScreenRequest/pendingSignIn``; any second step (an authenticator code, a recovery code, a
/// passkey) ends it with ``Answer/signingIn(_:remember:method:trustingBrowser:)``.
///
/// The cookie also carries a random ``key``: the app keeps the key's digest while the sign-in
/// waits, so it can be used once and ended before it expires (at sign-out, or when the
/// credentials that started it change). A signed value alone could only wait for its expiry.
public struct PendingSignIn: Sendable, Equatable {
    /// How long the second step may take: five minutes.
    public static let lifetimeSeconds = 300

    public let userID: Int
    /// "Remember me", as ticked with the password.
    public let remember: Bool
    /// A safe local path to continue to afterwards.
    public let next: String?
    /// Seconds since 1970 after which the pending sign-in is void.
    public let expiresAt: Int
    /// What the member passed already, for the session's ``SignInMethod`` once the second
    /// step completes it.
    public let firstStep: SignInMethod.FirstStep
    /// 256 random bits as text, minted with the sign-in; only ``keyDigest`` is stored.
    public let key: String

    public init(
        userID: Int, remember: Bool, next: String?, expiresAt: Int, firstStep: SignInMethod.FirstStep = .password,
        key: String = LinkSecret.generate().text
    ) {
        self.userID = userID
        self.remember = remember
        self.next = next
        self.expiresAt = expiresAt
        self.firstStep = firstStep
        self.key = key
    }

    /// What the app stores to know the sign-in still waits: the SHA-256 of ``key``.
    public var keyDigest: [UInt8] { Digest.sha256(key) }
}
