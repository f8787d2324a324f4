/// A passkey a member registered, as stored: the credential id the authenticator names it by,
/// its COSE public key as received (so the same bytes are checked at every sign-in), the
/// newest signature counter seen, and the name the member gave it.
public struct Passkey: Sendable, Equatable {
    public let id: Int
    public let userID: Int
    public let credentialID: [UInt8]
    /// The COSE_Key bytes from the registration's attested credential data.
    public let publicKey: [UInt8]
    /// 0 for authenticators that keep no counter; otherwise a sign-in must bring a larger one.
    public let signCount: Int
    public let name: String
    /// Seconds since 1970.
    public let createdAt: Int
    /// Seconds since 1970 of the last sign-in with it; `nil` until one.
    public let lastUsedAt: Int?

    public init(
        id: Int, userID: Int, credentialID: [UInt8], publicKey: [UInt8], signCount: Int, name: String, createdAt: Int,
        lastUsedAt: Int?
    ) {
        self.id = id
        self.userID = userID
        self.credentialID = credentialID
        self.publicKey = publicKey
        self.signCount = signCount
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}
