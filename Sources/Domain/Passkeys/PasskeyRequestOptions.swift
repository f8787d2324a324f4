/// What `navigator.credentials.get()` needs to sign in with a passkey of this site, binary
/// values as base64url text: user verification required; no credentials named for a sign-in
/// with no address typed (the browser offers the passkeys it holds for the site).
public struct PasskeyRequestOptions: Encodable, Equatable, Sendable {
    public let challenge: String
    public let rpID: String
    /// The member's credential ids for a second step or the sudo prompt; empty for a sign-in.
    public let allowCredentials: [String]
    /// How long the browser may wait for the person, in milliseconds.
    public let timeout: Int

    public init(challenge: String, rpID: String, allowCredentials: [String], timeout: Int) {
        self.challenge = challenge
        self.rpID = rpID
        self.allowCredentials = allowCredentials
        self.timeout = timeout
    }
}
