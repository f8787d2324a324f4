/// What the browser's script posts after `navigator.credentials.create()`, each binary field
/// base64url as the form carries it, with the challenge it was given.
public struct PasskeyRegistration: Sendable, Equatable {
    public let challenge: String
    public let clientDataJSON: String
    public let attestationObject: String

    public init(challenge: String, clientDataJSON: String, attestationObject: String) {
        self.challenge = challenge
        self.clientDataJSON = clientDataJSON
        self.attestationObject = attestationObject
    }
}
