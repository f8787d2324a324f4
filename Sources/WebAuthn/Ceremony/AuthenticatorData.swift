/// Authenticator data (WebAuthn §6.1): what the authenticator signs, read from its bytes.
///
/// ```
/// rpIdHash (32) | flags (1) | signCount (4, big-endian)
///   [AT] aaguid (16) | credentialIdLength (2) | credentialId | credentialPublicKey (CBOR)
///   [ED] extensions (CBOR map)
/// ```
/// Nothing may follow what the flags announce.
public struct AuthenticatorData: Sendable {
    public let relyingPartyIDHash: [UInt8]
    public let flags: AuthenticatorFlags
    public let signCount: UInt32
    /// Present exactly when ``AuthenticatorFlags/attestedCredentialData`` is set.
    public let credential: AttestedCredential?

    /// The spec's bound on a credential id.
    static let maxCredentialIDLength = 1023

    public init(_ bytes: [UInt8]) throws(WebAuthnError) {
        var reader = ByteReader(bytes)
        guard let hash = reader.read(32), let flagsByte = reader.read(1)?.first,
              let count = reader.read(4) else { throw WebAuthnError(.malformedData) }
        relyingPartyIDHash = Array(hash)
        flags = AuthenticatorFlags(rawValue: flagsByte)
        signCount = count.reduce(0) { $0 << 8 | UInt32($1) }
        if flags.contains(.attestedCredentialData) {
            guard let aaguid = reader.read(16), let length = reader.read(2) else { throw WebAuthnError(.malformedData) }
            let idLength = Int(length[length.startIndex]) << 8 | Int(length[length.startIndex + 1])
            guard idLength >= 1, idLength <= Self.maxCredentialIDLength, let id = reader.read(idLength) else {
                throw WebAuthnError(.malformedData)
            }
            let key = try reader.readCBOR()
            guard let map = key.value.map else { throw WebAuthnError(.malformedData) }
            credential = AttestedCredential(
                aaguid: Array(aaguid),
                id: Array(id),
                publicKeyCOSE: Array(key.bytes),
                publicKey: try CredentialPublicKey(map: map)
            )
        } else {
            credential = nil
        }
        if flags.contains(.extensionData) {
            guard try reader.readCBOR().value.map != nil else { throw WebAuthnError(.malformedData) }
        }
        guard reader.isAtEnd else { throw WebAuthnError(.malformedData) }
    }
}

/// A cursor over authenticator data; each read says `nil` rather than run past the end.
private struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func read(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.count - position >= count else { return nil }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// One CBOR item and the bytes it took.
    mutating func readCBOR() throws(WebAuthnError) -> (value: CBORValue, bytes: ArraySlice<UInt8>) {
        guard let (value, count) = try? CBORDecoder().decodePrefix(bytes[position...]) else {
            throw WebAuthnError(.malformedData)
        }
        defer { position += count }
        return (value, bytes[position..<(position + count)])
    }
}
