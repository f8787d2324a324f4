import WebAuthn

/// The passkey decoders, fed a client's bytes. Beyond never trapping, each keeps a promise:
/// what the CBOR decoder reads, written again in preferred form, is no longer than the input
/// and reads back as the same value; no bytes pass as a signed assertion, since nothing here
/// holds the key; a registration that passes names a key the server can parse again.
enum WebAuthnFuzzing {
    static func cbor(_ bytes: [UInt8]) {
        let decoder = CBORDecoder()
        guard let (value, byteCount) = try? decoder.decodePrefix(bytes[...]) else { return }
        precondition(byteCount > 0 && byteCount <= bytes.count, "prefix of \(byteCount) bytes out of \(bytes.count)")
        let written = CBOREncoder.encode(value)
        precondition(written.count <= byteCount, "written longer than read: \(written.count) > \(byteCount)")
        guard let again = try? decoder.decode(written) else {
            preconditionFailure("written form does not decode: \(written)")
        }
        precondition(again == value, "round trip changed the value: \(value) -> \(again)")
    }

    static let site = RelyingParty(id: "localhost", origin: "http://localhost:8080")
    static let challenge: [UInt8] = Array(0..<32)
    /// An Ed25519 key nobody holds the private half of.
    static let credential = RegisteredCredential(
        id: [1, 2, 3, 4],
        publicKeyCOSE: [0xa4, 0x01, 0x01, 0x03, 0x27, 0x20, 0x06, 0x21, 0x58, 0x20] + [UInt8](repeating: 0x5a, count: 32),
        signCount: 0,
        userHandle: [7]
    )

    /// The input split in three by its first two bytes (their lengths): authenticator data,
    /// client data, the rest as the signature.
    static func assertion(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        let body = Array(bytes.dropFirst(2))
        let dataEnd = min(Int(bytes[0]), body.count)
        let clientEnd = min(dataEnd + Int(bytes[1]), body.count)
        let assertion = AssertionResponse(
            credentialID: credential.id,
            clientDataJSON: Array(body[dataEnd..<clientEnd]),
            authenticatorData: Array(body[..<dataEnd]),
            signature: Array(body[clientEnd...]),
            userHandle: nil
        )
        let accepted = try? site.verifyAssertion(assertion, challenge: challenge, credential: credential)
        precondition(accepted == nil, "an assertion passed without the key")
    }

    /// The input split in two by its first byte (the client data's length): client data, then
    /// the attestation object.
    static func registration(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        let clientEnd = min(Int(first), body.count)
        let response = RegistrationResponse(clientDataJSON: Array(body[..<clientEnd]), attestationObject: Array(body[clientEnd...]))
        guard let passkey = try? site.verifyRegistration(response, challenge: challenge, userHandle: [7]) else { return }
        precondition((try? CredentialPublicKey(cose: passkey.publicKeyCOSE)) != nil, "a stored key does not parse")
    }
}
