/// A passkey as the site keeps it: enough to verify the next sign-in with it.
public struct RegisteredCredential: Sendable, Equatable {
    /// The credential id the browser names it by.
    public let id: [UInt8]
    /// The COSE public key, as the authenticator wrote it.
    public let publicKeyCOSE: [UInt8]
    /// The last signature counter seen; 0 for authenticators that keep none.
    public var signCount: UInt32
    /// The user handle the site gave the passkey at registration (random, not the member's id).
    public let userHandle: [UInt8]

    public init(id: [UInt8], publicKeyCOSE: [UInt8], signCount: UInt32, userHandle: [UInt8]) {
        self.id = id
        self.publicKeyCOSE = publicKeyCOSE
        self.signCount = signCount
        self.userHandle = userHandle
    }
}
