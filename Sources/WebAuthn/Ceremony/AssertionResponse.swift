/// What the browser returns from `navigator.credentials.get()`, its fields decoded to bytes.
public struct AssertionResponse: Sendable, Equatable {
    public let credentialID: [UInt8]
    public let clientDataJSON: [UInt8]
    public let authenticatorData: [UInt8]
    public let signature: [UInt8]
    /// Sent by discoverable credentials: the handle the site gave the passkey.
    public let userHandle: [UInt8]?

    public init(credentialID: [UInt8], clientDataJSON: [UInt8], authenticatorData: [UInt8], signature: [UInt8], userHandle: [UInt8]?) {
        self.credentialID = credentialID
        self.clientDataJSON = clientDataJSON
        self.authenticatorData = authenticatorData
        self.signature = signature
        self.userHandle = userHandle
    }
}
