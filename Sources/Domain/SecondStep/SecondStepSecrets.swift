/// The cryptography of the second step, which the app hands in (libsodium and HMAC-SHA-1 in
/// `Secrets`) so that features and tests see only values: authenticator secrets sealed for the
/// database, the codes apps show, and recovery codes and their digests.
public protocol SecondStepSecrets: Sendable {
    /// A fresh authenticator secret (20 random bytes).
    func newAuthenticatorSecret() -> [UInt8]
    /// `secret` encrypted under the server's key, bound to the member it belongs to.
    func seal(_ secret: [UInt8], userID: Int) -> [UInt8]
    /// What ``seal(_:userID:)`` sealed for this member; `nil` when it does not open (another
    /// member's row, another server key, altered bytes).
    func open(_ sealed: [UInt8], userID: Int) -> [UInt8]?
    /// The 6-digit code an app shows for `secret` during time step `step`.
    func code(secret: [UInt8], step: Int) -> String
    /// The secret as a person types it into an app: base32.
    func text(of secret: [UInt8]) -> String
    /// Ten fresh recovery codes, as shown to the member.
    func newRecoveryCodes() -> [String]
    /// The keyed digest of a recovery code as typed (case, spaces and dashes ignored): what is
    /// stored and looked up.
    func digest(ofRecoveryCode code: String) -> [UInt8]
    /// Recovery codes being shown, encrypted under the server's key (a purpose of their own)
    /// for the member until `expiresAt`, as text a form can carry: what the page that shows
    /// them holds, so they can be downloaded while the server keeps only their digests.
    func sealShownCodes(_ codes: [String], userID: Int, expiresAt: Int) -> String
    /// What ``sealShownCodes(_:userID:expiresAt:)`` sealed for this member; `nil` when it does
    /// not open (another member's, another server key, altered text) or expired before `now`.
    func openShownCodes(_ sealed: String, userID: Int, now: Int) -> [String]?
}
