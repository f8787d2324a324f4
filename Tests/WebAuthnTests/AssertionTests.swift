import Crypto
import Testing
import WebAuthn
import WebAuthnTesting

/// Signing in with a passkey: each rule of §7.2 broken alone, with real keys and signatures,
/// for both algorithms. Every refused case differs from the accepted one in one part.
struct AssertionTests {
    let site = TestSite.relyingParty
    let challenge = TestSite.challenge

    func registered(_ authenticator: TestAuthenticator, signCount: UInt32 = 4) -> RegisteredCredential {
        RegisteredCredential(id: authenticator.credentialID, publicKeyCOSE: authenticator.coseKey, signCount: signCount, userHandle: TestSite.userHandle)
    }

    func refusal(_ assertion: AssertionResponse, by authenticator: TestAuthenticator, stored: UInt32 = 4) -> WebAuthnError.Code? {
        do {
            _ = try site.verifyAssertion(assertion, challenge: challenge, credential: registered(authenticator, signCount: stored))
            return nil
        } catch {
            return error.code
        }
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aSignedAssertionPassesAndMovesTheCounter(algorithm: TestAuthenticator.Algorithm) throws {
        let authenticator = TestAuthenticator(algorithm)
        let assertion = authenticator.assert(challenge: challenge, signCount: 5)
        let updated = try site.verifyAssertion(assertion, challenge: challenge, credential: registered(authenticator))
        #expect(updated.signCount == 5)
        #expect(updated.id == authenticator.credentialID)
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aReplayedAssertionIsRefused(algorithm: TestAuthenticator.Algorithm) throws {
        let authenticator = TestAuthenticator(algorithm)
        let assertion = authenticator.assert(challenge: challenge, signCount: 5)
        let updated = try site.verifyAssertion(assertion, challenge: challenge, credential: registered(authenticator))
        #expect(throws: WebAuthnError(.counterNotIncreased)) {
            try site.verifyAssertion(assertion, challenge: challenge, credential: updated)
        }
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aCounterThatWentBackwardsOrStayedIsRefused(algorithm: TestAuthenticator.Algorithm) {
        let authenticator = TestAuthenticator(algorithm)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 3), by: authenticator, stored: 4) == .counterNotIncreased)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 4), by: authenticator, stored: 4) == .counterNotIncreased)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 0), by: authenticator, stored: 4) == .counterNotIncreased)
    }

    @Test func anAuthenticatorWithoutACounterMaySignAgain() throws {
        let authenticator = TestAuthenticator(.es256)
        let assertion = authenticator.assert(challenge: challenge, signCount: 0)
        let updated = try site.verifyAssertion(assertion, challenge: challenge, credential: registered(authenticator, signCount: 0))
        #expect(updated.signCount == 0)
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aWrongOriginIsRefused(algorithm: TestAuthenticator.Algorithm) {
        let authenticator = TestAuthenticator(algorithm)
        for origin in ["https://evil.example", "http://screenkit.example", "https://screenkit.example:443", "https://screenkit.example/", "https://sub.screenkit.example"] {
            #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, origin: origin), by: authenticator) == .wrongOrigin, "\(origin)")
        }
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, extraClientData: #","crossOrigin":true"#), by: authenticator) == .wrongOrigin)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, extraClientData: #","crossOrigin":false"#), by: authenticator) == nil)
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aWrongRelyingPartyIsRefused(algorithm: TestAuthenticator.Algorithm) {
        let authenticator = TestAuthenticator(algorithm)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, rpID: "evil.example"), by: authenticator) == .wrongRelyingParty)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, rpID: "example"), by: authenticator) == .wrongRelyingParty)
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func userVerificationAndPresenceAreRequired(algorithm: TestAuthenticator.Algorithm) {
        let authenticator = TestAuthenticator(algorithm)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, flags: [.userPresent]), by: authenticator) == .userNotVerified)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, flags: [.userVerified]), by: authenticator) == .userNotPresent)
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func anotherChallengeIsRefused(algorithm: TestAuthenticator.Algorithm) {
        let authenticator = TestAuthenticator(algorithm)
        var other = challenge
        other[0] ^= 1
        #expect(refusal(authenticator.assert(challenge: other, signCount: 5), by: authenticator) == .challengeMismatch)
        #expect(refusal(authenticator.assert(challenge: Array(challenge.dropLast()), signCount: 5), by: authenticator) == .challengeMismatch)
    }

    @Test func aRegistrationsClientDataDoesNotSignIn() {
        let authenticator = TestAuthenticator(.es256)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, type: "webauthn.create"), by: authenticator) == .wrongCeremony)
    }

    @Test(arguments: TestAuthenticator.Algorithm.allCases)
    func aBadSignatureIsRefused(algorithm: TestAuthenticator.Algorithm) {
        let authenticator = TestAuthenticator(algorithm)
        let good = authenticator.assert(challenge: challenge, signCount: 5)
        var flipped = good.signature
        flipped[flipped.count - 1] ^= 1
        let tampered = AssertionResponse(credentialID: good.credentialID, clientDataJSON: good.clientDataJSON, authenticatorData: good.authenticatorData, signature: flipped, userHandle: good.userHandle)
        #expect(refusal(tampered, by: authenticator) == .badSignature)
        // Signed by another key that claims this credential's id.
        let impostor = TestAuthenticator(algorithm, credentialID: authenticator.credentialID)
        #expect(refusal(impostor.assert(challenge: challenge, signCount: 5), by: authenticator) == .badSignature)
        // A counter raised after signing.
        let raised = AssertionResponse(credentialID: good.credentialID, clientDataJSON: good.clientDataJSON, authenticatorData: authenticator.authenticatorData(signCount: 6), signature: good.signature, userHandle: good.userHandle)
        #expect(refusal(raised, by: authenticator) == .badSignature)
    }

    @Test func anotherUsersHandleOrCredentialIsRefused() {
        let authenticator = TestAuthenticator(.ed25519)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, userHandle: Array(repeating: 8, count: 32)), by: authenticator) == .wrongUser)
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, userHandle: nil), by: authenticator) == nil)
        let other = TestAuthenticator(.ed25519, credentialID: [9, 9])
        #expect(refusal(other.assert(challenge: challenge, signCount: 5), by: authenticator) == .wrongUser)
    }

    @Test func clientDataIsReadStrictly() {
        let authenticator = TestAuthenticator(.es256)
        for extra in [#","type":"webauthn.get""#, #","crossOrigin":"false""#, #"} "#, #","x":01"#, #","x":"\ud800""#] {
            #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, extraClientData: extra), by: authenticator) == .malformedClientData, "\(extra)")
        }
        // Members browsers add are allowed, escapes included.
        #expect(refusal(authenticator.assert(challenge: challenge, signCount: 5, extraClientData: #","other_keys_can_be_added_here":"do not compare clientDataJSON against a template. See https:\/\/goo.gl\/yabPex","topOrigin":null,"n":[1.5e3,-0,{}]"#), by: authenticator) == nil)
    }

    @Test func truncatedOrPaddedAuthenticatorDataIsRefused() {
        let authenticator = TestAuthenticator(.es256)
        let good = authenticator.assert(challenge: challenge, signCount: 5)
        for data in [Array(good.authenticatorData.dropLast()), good.authenticatorData + [0], []] {
            let changed = AssertionResponse(credentialID: good.credentialID, clientDataJSON: good.clientDataJSON, authenticatorData: data, signature: authenticator.sign(data + Array(SHA256.hash(data: good.clientDataJSON))), userHandle: good.userHandle)
            #expect(refusal(changed, by: authenticator) == .malformedData)
        }
    }
}
