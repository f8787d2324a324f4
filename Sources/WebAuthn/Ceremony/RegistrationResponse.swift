/// What the browser returns from `navigator.credentials.create()`, its fields decoded to bytes.
public struct RegistrationResponse: Sendable, Equatable {
    public let clientDataJSON: [UInt8]
    public let attestationObject: [UInt8]

    public init(clientDataJSON: [UInt8], attestationObject: [UInt8]) {
        self.clientDataJSON = clientDataJSON
        self.attestationObject = attestationObject
    }
}
