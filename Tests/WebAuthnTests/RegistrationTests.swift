import Testing
import WebAuthn
import WebAuthnTesting

/// Registering a passkey: the accepted shape, then each rule of §7.1 broken alone.
struct RegistrationTests {
    let site = TestSite.relyingParty
    let challenge = TestSite.challenge

    func refusal(_ response: RegistrationResponse) -> WebAuthnError.Code? {
        do {
            _ = try site.verifyRegistration(response, challenge: challenge, userHandle: TestSite.userHandle)
            return nil
        } catch {
            return error.code
        }
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aRegistrationGivesTheCredentialToStore(algorithm: TestAuthenticator.Algorithm) throws {
        let authenticator = TestAuthenticator(algorithm)
        let passkey = try site.verifyRegistration(authenticator.register(challenge: challenge), challenge: challenge, userHandle: TestSite.userHandle)
        #expect(passkey.id == authenticator.credentialID)
        #expect(passkey.publicKeyCOSE == authenticator.coseKey)
        #expect(passkey.signCount == 0)
        #expect(passkey.userHandle == TestSite.userHandle)
        #expect(try CredentialPublicKey(cose: passkey.publicKeyCOSE).algorithm == (algorithm == .es256 ? -7 : -8))
    }

    @Test func theCeremonyChallengeAndOriginAreChecked() {
        let authenticator = TestAuthenticator(.es256)
        #expect(refusal(authenticator.register(challenge: challenge, type: "webauthn.get")) == .wrongCeremony)
        #expect(refusal(authenticator.register(challenge: Array(challenge.reversed()))) == .challengeMismatch)
        #expect(refusal(authenticator.register(challenge: challenge, origin: "https://evil.example")) == .wrongOrigin)
    }

    @Test func theRelyingPartyAndFlagsAreChecked() {
        let authenticator = TestAuthenticator(.ed25519)
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: authenticator.authenticatorData(rpID: "evil.example", signCount: 0, credential: true))) == .wrongRelyingParty)
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: authenticator.authenticatorData(flags: [.userPresent], signCount: 0, credential: true))) == .userNotVerified)
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: authenticator.authenticatorData(flags: [.userVerified], signCount: 0, credential: true))) == .userNotPresent)
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: authenticator.authenticatorData(signCount: 0))) == .missingCredential)
    }

    @Test func onlyAttestationNoneIsAccepted() {
        let authenticator = TestAuthenticator(.es256)
        let data = authenticator.authenticatorData(signCount: 0, credential: true)
        let clientData = TestAuthenticator.clientDataJSON(type: "webauthn.create", challenge: challenge)
        let packed = TestAuthenticator.attestationObject(authenticatorData: data, format: "packed", statement: CBORMap([(.text("alg"), .negative(6))])!)
        #expect(refusal(RegistrationResponse(clientDataJSON: clientData, attestationObject: packed)) == .unsupportedAttestation)
        let noneWithStatement = TestAuthenticator.attestationObject(authenticatorData: data, statement: CBORMap([(.text("sig"), .bytes([1]))])!)
        #expect(refusal(RegistrationResponse(clientDataJSON: clientData, attestationObject: noneWithStatement)) == .unsupportedAttestation)
        #expect(refusal(RegistrationResponse(clientDataJSON: clientData, attestationObject: [0xa0])) == .malformedData)
        #expect(refusal(RegistrationResponse(clientDataJSON: clientData, attestationObject: data)) == .malformedData)
    }

    @Test func onlyES256AndEdDSAKeysOnTheirCurvesAreAccepted() {
        let authenticator = TestAuthenticator(.es256)
        func registering(_ key: CBORMap) -> WebAuthnError.Code? {
            refusal(authenticator.register(challenge: challenge, authenticatorData: authenticator.authenticatorData(signCount: 0, credential: true, coseKey: CBOREncoder.encode(.map(key)))))
        }
        let coordinate = CBORValue.bytes(Array(repeating: 1, count: 32))
        // RS256 (kty 3, alg -257), ES384 (-35 on P-384) and a P-256 key labelled EdDSA.
        #expect(registering(CBORMap([(.integer(1), .unsigned(3)), (.integer(3), .negative(256)), (.integer(-1), .bytes([1])), (.integer(-2), .bytes([1, 0, 1]))])!) == .unsupportedAlgorithm)
        #expect(registering(CBORMap([(.integer(1), .unsigned(2)), (.integer(3), .negative(34)), (.integer(-1), .unsigned(2)), (.integer(-2), coordinate), (.integer(-3), coordinate)])!) == .unsupportedAlgorithm)
        #expect(registering(CBORMap([(.integer(1), .unsigned(2)), (.integer(3), .negative(7)), (.integer(-1), .unsigned(1)), (.integer(-2), coordinate), (.integer(-3), coordinate)])!) == .unsupportedAlgorithm)
        // (1, 1) is not on P-256; a short coordinate is no key.
        #expect(registering(CBORMap([(.integer(1), .unsigned(2)), (.integer(3), .negative(6)), (.integer(-1), .unsigned(1)), (.integer(-2), coordinate), (.integer(-3), coordinate)])!) == .invalidKey)
        #expect(registering(CBORMap([(.integer(1), .unsigned(1)), (.integer(3), .negative(7)), (.integer(-1), .unsigned(6)), (.integer(-2), .bytes([1, 2, 3]))])!) == .invalidKey)
    }

    @Test func authenticatorDataMustEndWhereItsFlagsSay() throws {
        let authenticator = TestAuthenticator(.ed25519)
        let data = authenticator.authenticatorData(signCount: 0, credential: true)
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: data + [0])) == .malformedData)
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: Array(data.dropLast()))) == .malformedData)
        // Extensions, announced by ED, are read past; unannounced they are trailing bytes.
        var withExtensions = data + CBOREncoder.encode(.map(CBORMap([(.text("credProtect"), .unsigned(2))])!))
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: withExtensions)) == .malformedData)
        withExtensions[32] |= AuthenticatorFlags.extensionData.rawValue
        #expect(refusal(authenticator.register(challenge: challenge, authenticatorData: withExtensions)) == nil)
        let parsed = try AuthenticatorData(withExtensions)
        #expect(parsed.credential?.publicKeyCOSE == authenticator.coseKey)
        #expect(parsed.flags.contains(.extensionData))
    }
}
