/// The credential a registration creates, as authenticator data carries it.
public struct AttestedCredential: Sendable {
    /// The authenticator's model (zeros under attestation `none`, as most are).
    public let aaguid: [UInt8]
    /// The credential's id, 1–1023 bytes, chosen by the authenticator.
    public let id: [UInt8]
    /// The public key as the COSE map's bytes: what is stored, and parsed again to verify.
    public let publicKeyCOSE: [UInt8]
    public let publicKey: CredentialPublicKey
}
