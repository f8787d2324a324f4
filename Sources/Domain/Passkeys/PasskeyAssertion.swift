/// What the browser's script posts after `navigator.credentials.get()`, each binary field
/// base64url as the form carries it, with the challenge it was given. The user handle is
/// empty when the authenticator sends none.
public struct PasskeyAssertion: Sendable, Equatable {
    public let challenge: String
    public let credentialID: String
    public let clientDataJSON: String
    public let authenticatorData: String
    public let signature: String
    public let userHandle: String

    public init(
        challenge: String, credentialID: String, clientDataJSON: String, authenticatorData: String, signature: String,
        userHandle: String
    ) {
        self.challenge = challenge
        self.credentialID = credentialID
        self.clientDataJSON = clientDataJSON
        self.authenticatorData = authenticatorData
        self.signature = signature
        self.userHandle = userHandle
    }
}
