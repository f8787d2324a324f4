/// The two passkey ceremonies, registering one and signing in with one, as the screens ask for
/// them: options for the browser's `navigator.credentials` call, then the checks of what it
/// returned. The app hands in WebAuthn's rules over the passkey store, so features see only
/// values and never a byte of CBOR or a signature.
///
/// ```swift
/// let options = try ceremony.creationOptions(for: member)           // to the browser, as JSON
/// let passkey = try ceremony.register(response, memberID: member.id, name: "Laptop")
/// let request = try ceremony.requestOptions(.signIn, memberID: nil)
/// let used = try ceremony.verify(assertion, .signIn, memberID: nil) // whose passkey signed
/// ```
public protocol PasskeyCeremony: Sendable {
    /// A fresh registration challenge for `member`, kept single-use and short-lived, with the
    /// member's passkeys to exclude.
    ///
    /// - Throws: ``PasskeyCeremonyError/unavailable`` when the site's address allows none.
    func creationOptions(for member: User) throws -> PasskeyCreationOptions

    /// Checks a registration against the challenge it names (used up here) and stores the
    /// passkey under `name`.
    ///
    /// - Throws: ``PasskeyCeremonyError``: the challenge unknown, used or expired, a rule the
    ///   response breaks, or the credential registered already.
    func register(_ response: PasskeyRegistration, memberID: Int, name: String) throws -> Passkey

    /// A fresh challenge for signing in (`memberID` `nil`: any passkey of this site, the
    /// browser offering what it holds), or for a known member's second step or sudo prompt,
    /// naming their passkeys.
    func requestOptions(_ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> PasskeyRequestOptions

    /// Checks an assertion against the challenge it names (used up here) and the stored passkey
    /// it names, and records its counter. With `memberID`, the passkey must be that member's.
    ///
    /// - Returns: the passkey that signed, as it was before this use.
    /// - Throws: ``PasskeyCeremonyError``.
    func verify(_ assertion: PasskeyAssertion, _ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> Passkey
}
