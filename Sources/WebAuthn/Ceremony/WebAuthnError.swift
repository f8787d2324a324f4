/// Why a passkey's registration or sign-in was refused. Each code is one rule of the WebAuthn
/// ceremonies (§7.1, §7.2), so that a test can show which rule refused what; none carries the
/// client's bytes.
public struct WebAuthnError: Error, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The attestation object, the authenticator data or a COSE key is not well formed.
        case malformedData
        /// `clientDataJSON` is not a JSON object with string fields `type`, `challenge` and
        /// `origin`.
        case malformedClientData
        /// `type` is not `webauthn.create` for a registration or `webauthn.get` for a sign-in.
        case wrongCeremony
        /// The challenge is not the one the server issued for this ceremony.
        case challengeMismatch
        /// The origin is not the site's, or the page was in a frame of another origin.
        case wrongOrigin
        /// The authenticator data names another relying party (its hash of the RP id differs).
        case wrongRelyingParty
        /// The user-present flag is off.
        case userNotPresent
        /// The user-verified flag is off; the site requires a PIN or a biometric every time.
        case userNotVerified
        /// A registration's authenticator data carries no credential.
        case missingCredential
        /// An attestation format other than `none`, or a `none` with a statement.
        case unsupportedAttestation
        /// A key type, curve or algorithm other than ES256 (P-256) and EdDSA (Ed25519).
        case unsupportedAlgorithm
        /// The key's coordinates are not a point of its curve, or its length is wrong.
        case invalidKey
        /// The signature does not verify with the credential's key.
        case badSignature
        /// The signature counter did not go up, as it does when an authenticator was cloned or
        /// an assertion is replayed.
        case counterNotIncreased
        /// The assertion names a user handle that is not the credential's owner.
        case wrongUser
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public var description: String { "passkey refused: \(code)" }
}
