/// What `navigator.credentials.create()` needs to make a passkey for this site, with binary
/// values as base64url text (the browser's script turns them into bytes): a discoverable
/// credential, user verification required, no attestation.
public struct PasskeyCreationOptions: Encodable, Equatable, Sendable {
    public let challenge: String
    /// The relying party: its id (a host name) and the site's name.
    public let rpID: String
    public let rpName: String
    /// The member's user handle: the same for each of their passkeys, and not their id.
    public let userHandle: String
    /// Shown by the browser when it lists passkeys: the address, and the member's name.
    public let userName: String
    public let userDisplayName: String
    /// COSE algorithm numbers, the server's preference first.
    public let algorithms: [Int]
    /// Credential ids the member has registered already, which the authenticator refuses to
    /// register again.
    public let excludeCredentials: [String]
    /// How long the browser may wait for the person, in milliseconds.
    public let timeout: Int

    public init(
        challenge: String, rpID: String, rpName: String, userHandle: String, userName: String, userDisplayName: String,
        algorithms: [Int], excludeCredentials: [String], timeout: Int
    ) {
        self.challenge = challenge
        self.rpID = rpID
        self.rpName = rpName
        self.userHandle = userHandle
        self.userName = userName
        self.userDisplayName = userDisplayName
        self.algorithms = algorithms
        self.excludeCredentials = excludeCredentials
        self.timeout = timeout
    }
}
