import Crypto
public import WebAuthn

/// An authenticator made of swift-crypto's private keys: it builds authenticator data,
/// `clientDataJSON` and attestation objects byte by byte, as a browser and a security key
/// would, and signs them, so each rule can be broken one at a time.
public struct TestAuthenticator: Sendable {
    public enum Algorithm: CaseIterable, Sendable {
        case es256
        case ed25519
    }

    public let algorithm: Algorithm
    public let credentialID: [UInt8]
    private let p256Key = P256.Signing.PrivateKey()
    private let ed25519Key = Curve25519.Signing.PrivateKey()

    public init(_ algorithm: Algorithm, credentialID: [UInt8] = Array(1...16)) {
        self.algorithm = algorithm
        self.credentialID = credentialID
    }

    /// The public key as a COSE map.
    public var coseKey: [UInt8] {
        switch algorithm {
        case .es256:
            let point = Array(p256Key.publicKey.x963Representation)
            return CBOREncoder.encode(.map(CBORMap([
                (.integer(1), .unsigned(2)), (.integer(3), .negative(6)), (.integer(-1), .unsigned(1)),
                (.integer(-2), .bytes(Array(point[1...32]))), (.integer(-3), .bytes(Array(point[33...64]))),
            ])!))
        case .ed25519:
            return CBOREncoder.encode(.map(CBORMap([
                (.integer(1), .unsigned(1)), (.integer(3), .negative(7)), (.integer(-1), .unsigned(6)),
                (.integer(-2), .bytes(Array(ed25519Key.publicKey.rawRepresentation))),
            ])!))
        }
    }

    public static let signedFlags: AuthenticatorFlags = [.userPresent, .userVerified]

    /// Authenticator data for `rpID`; with `credential`, the attested credential data too.
    public func authenticatorData(
        rpID: String = TestSite.rpID,
        flags: AuthenticatorFlags = signedFlags,
        signCount: UInt32,
        credential: Bool = false,
        coseKey key: [UInt8]? = nil
    ) -> [UInt8] {
        var data = Array(SHA256.hash(data: Array(rpID.utf8)))
        data.append((credential ? flags.union(.attestedCredentialData) : flags).rawValue)
        data += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: signCount >> $0) }
        if credential {
            data += [UInt8](repeating: 0, count: 16)
            data += [UInt8(credentialID.count >> 8), UInt8(truncatingIfNeeded: credentialID.count)]
            data += credentialID + (key ?? coseKey)
        }
        return data
    }

    public static func clientDataJSON(
        type: String,
        challenge: [UInt8],
        origin: String = TestSite.origin,
        extra: String = ""
    ) -> [UInt8] {
        Array(#"{"type":"\#(type)","challenge":"\#(base64URL(challenge))","origin":"\#(origin)"\#(extra)}"#.utf8)
    }

    public static func attestationObject(authenticatorData: [UInt8], format: String = "none", statement: CBORMap = CBORMap([])!) -> [UInt8] {
        CBOREncoder.encode(.map(CBORMap([
            (.text("fmt"), .text(format)), (.text("attStmt"), .map(statement)), (.text("authData"), .bytes(authenticatorData)),
        ])!))
    }

    public func sign(_ message: [UInt8]) -> [UInt8] {
        switch algorithm {
        // A signing failure leaves an empty signature, which verification then refuses.
        case .es256: (try? p256Key.signature(for: message).derRepresentation).map { Array($0) } ?? []
        case .ed25519: (try? ed25519Key.signature(for: message)).map { Array($0) } ?? []
        }
    }

    /// A registration the site accepts, unless a parameter breaks a rule.
    public func register(
        challenge: [UInt8],
        type: String = "webauthn.create",
        origin: String = TestSite.origin,
        authenticatorData: [UInt8]? = nil
    ) -> RegistrationResponse {
        RegistrationResponse(
            clientDataJSON: Self.clientDataJSON(type: type, challenge: challenge, origin: origin),
            attestationObject: Self.attestationObject(
                authenticatorData: authenticatorData ?? self.authenticatorData(signCount: 0, credential: true))
        )
    }

    /// An assertion the site accepts, unless a parameter breaks a rule.
    public func assert(
        challenge: [UInt8],
        signCount: UInt32,
        type: String = "webauthn.get",
        origin: String = TestSite.origin,
        rpID: String = TestSite.rpID,
        flags: AuthenticatorFlags = signedFlags,
        userHandle: [UInt8]? = TestSite.userHandle,
        extraClientData: String = ""
    ) -> AssertionResponse {
        let data = authenticatorData(rpID: rpID, flags: flags, signCount: signCount)
        let clientData = Self.clientDataJSON(type: type, challenge: challenge, origin: origin, extra: extraClientData)
        return AssertionResponse(
            credentialID: credentialID,
            clientDataJSON: clientData,
            authenticatorData: data,
            signature: sign(data + Array(SHA256.hash(data: clientData))),
            userHandle: userHandle
        )
    }
}

/// The site the tests register with.
public enum TestSite {
    public static let rpID = "screenkit.example"
    public static let origin = "https://screenkit.example"
    public static let relyingParty = RelyingParty(id: rpID, origin: origin)
    public static let userHandle: [UInt8] = Array(repeating: 7, count: 32)
    public static let challenge: [UInt8] = Array(100..<132)
}

/// Base64url without padding, written out plainly so the tests do not lean on the code they
/// test.
public func base64URL(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    var bits = ""
    for byte in bytes {
        let binary = String(byte, radix: 2)
        bits += String(repeating: "0", count: 8 - binary.count) + binary
    }
    bits += String(repeating: "0", count: (6 - bits.count % 6) % 6)
    var text = ""
    var index = bits.startIndex
    while index < bits.endIndex {
        let next = bits.index(index, offsetBy: 6)
        text.append(alphabet[Int(bits[index..<next], radix: 2) ?? 0])
        index = next
    }
    return text
}
