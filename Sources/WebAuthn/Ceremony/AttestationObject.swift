/// A registration's attestation object (WebAuthn §6.5): `{fmt, attStmt, authData}` in CBOR.
/// Only format `none` with an empty statement is accepted: the site asks for no attestation
/// and trusts no authenticator model over another.
struct AttestationObject {
    let authenticatorData: AuthenticatorData

    init(_ bytes: [UInt8]) throws(WebAuthnError) {
        guard let value = try? CBORDecoder().decode(bytes), let map = value.map,
              let format = map["fmt"]?.text, let statement = map["attStmt"]?.map,
              let authenticatorData = map["authData"]?.bytes, map.count == 3 else {
            throw WebAuthnError(.malformedData)
        }
        guard format == "none", statement.count == 0 else { throw WebAuthnError(.unsupportedAttestation) }
        self.authenticatorData = try AuthenticatorData(authenticatorData)
    }
}
