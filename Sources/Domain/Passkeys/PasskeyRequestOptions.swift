/// What `navigator.credentials.get()` needs to sign in with a passkey of this site, binary
/// values as base64url text: user verification required; no credentials named for a sign-in
/// with no address typed (the browser offers the passkeys it holds for the site).
///
/// A class, immutable: it rides (mostly as `nil`) in the models of the sign-in screens, which a
/// request copies several times on its way to the page; as a reference it adds one word and
/// one retain to each copy instead of its four fields.
public final class PasskeyRequestOptions: Encodable, Equatable, Sendable {
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

    public static func == (lhs: PasskeyRequestOptions, rhs: PasskeyRequestOptions) -> Bool {
        lhs.challenge == rhs.challenge && lhs.rpID == rhs.rpID && lhs.allowCredentials == rhs.allowCredentials
            && lhs.timeout == rhs.timeout
    }
}
