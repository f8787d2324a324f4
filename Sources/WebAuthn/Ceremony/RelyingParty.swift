import Crypto

/// The site passkeys belong to, taken from its configured address: the RP id is its host
/// name, the origin its scheme, host and port, exactly as a browser writes it in
/// `clientDataJSON`.
///
/// ```swift
/// let site = RelyingParty(id: "example.com", origin: "https://example.com")
/// site.idHash      // SHA-256("example.com"), what authenticator data must start with
/// ```
public struct RelyingParty: Sendable, Equatable {
    public let id: String
    public let origin: String
    /// SHA-256 of ``id``, computed once.
    public let idHash: [UInt8]

    public init(id: String, origin: String) {
        self.id = id
        self.origin = origin
        self.idHash = Array(SHA256.hash(data: Array(id.utf8)))
    }
}
