public import Crypto

/// A passkey's public key, read from its COSE form (RFC 9053): ES256 (an EC2 key on P-256,
/// algorithm −7) or EdDSA (an OKP key on Ed25519, algorithm −8). Anything else is refused, so a
/// stored key is always one the server can verify with.
///
/// ```swift
/// let key = try CredentialPublicKey(cose: credential.publicKeyCOSE)
/// key.isValidSignature(signature, for: authenticatorData + clientDataHash)
/// ```
public enum CredentialPublicKey: Sendable {
    case es256(P256.Signing.PublicKey)
    case ed25519(Curve25519.Signing.PublicKey)

    /// COSE's labels and values (RFC 9052 §7, RFC 9053 §7).
    private enum Label {
        static let keyType: Int64 = 1
        static let algorithm: Int64 = 3
        static let curve: Int64 = -1
        static let x: Int64 = -2
        static let y: Int64 = -3
    }

    /// The COSE algorithm numbers the server asks browsers for, in its order of preference.
    public static let supportedAlgorithms: [Int64] = [-8, -7]

    public init(cose: [UInt8]) throws(WebAuthnError) {
        guard let value = try? CBORDecoder().decode(cose), let map = value.map else {
            throw WebAuthnError(.malformedData)
        }
        try self.init(map: map)
    }

    init(map: CBORMap) throws(WebAuthnError) {
        switch (map[Label.keyType]?.integer, map[Label.algorithm]?.integer, map[Label.curve]?.integer) {
        case (2, -7, 1):
            guard let x = map[Label.x]?.bytes, let y = map[Label.y]?.bytes, x.count == 32, y.count == 32 else {
                throw WebAuthnError(.invalidKey)
            }
            // The uncompressed point, 04 ‖ x ‖ y; Crypto checks that it lies on the curve.
            guard let key = try? P256.Signing.PublicKey(x963Representation: [0x04] + x + y) else {
                throw WebAuthnError(.invalidKey)
            }
            self = .es256(key)
        case (1, -8, 6):
            guard let x = map[Label.x]?.bytes, x.count == 32, map[Label.y] == nil,
                  let key = try? Curve25519.Signing.PublicKey(rawRepresentation: x) else {
                throw WebAuthnError(.invalidKey)
            }
            self = .ed25519(key)
        default:
            throw WebAuthnError(.unsupportedAlgorithm)
        }
    }

    /// The COSE algorithm number.
    public var algorithm: Int64 {
        switch self {
        case .es256: -7
        case .ed25519: -8
        }
    }

    /// Whether `signature` signs `message` with this key: ES256's signature is DER-encoded and
    /// signs SHA-256 of the message; EdDSA's is 64 raw bytes over the message itself.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
        switch self {
        case .es256(let key):
            guard let parsed = try? P256.Signing.ECDSASignature(derRepresentation: signature) else { return false }
            return key.isValidSignature(parsed, for: message)
        case .ed25519(let key):
            return key.isValidSignature(signature, for: message)
        }
    }
}
