import Crypto

/// Signing in with a passkey (WebAuthn §7.2).
extension RelyingParty {
    /// Checks an assertion made with `credential` against the challenge the server issued for
    /// it, and returns the credential with its new signature counter, which the caller stores.
    ///
    /// ```swift
    /// let updated = try site.verifyAssertion(assertion, challenge: issued, credential: stored)
    /// ```
    /// - Throws: ``WebAuthnError`` naming the first rule the assertion breaks.
    public func verifyAssertion(
        _ assertion: AssertionResponse,
        challenge: [UInt8],
        credential: RegisteredCredential
    ) throws(WebAuthnError) -> RegisteredCredential {
        guard assertion.credentialID == credential.id else { throw WebAuthnError(.wrongUser) }
        if let handle = assertion.userHandle, handle != credential.userHandle { throw WebAuthnError(.wrongUser) }
        try ClientData(json: assertion.clientDataJSON).check(.get, challenge: challenge, site: self)
        let data = try AuthenticatorData(assertion.authenticatorData)
        try checkSignedFlags(of: data)
        let key = try CredentialPublicKey(cose: credential.publicKeyCOSE)
        let signed = assertion.authenticatorData + Array(SHA256.hash(data: assertion.clientDataJSON))
        guard key.isValidSignature(assertion.signature, for: signed) else { throw WebAuthnError(.badSignature) }
        var updated = credential
        updated.signCount = try Self.nextSignCount(stored: credential.signCount, received: data.signCount)
        return updated
    }

    /// §7.2 step 22: a counter must go up, unless the authenticator keeps none (both zero, as
    /// synced passkeys report). One that did not go up means a copy of the key signed, or the
    /// assertion was seen before.
    static func nextSignCount(stored: UInt32, received: UInt32) throws(WebAuthnError) -> UInt32 {
        if stored == 0 && received == 0 { return 0 }
        guard received > stored else { throw WebAuthnError(.counterNotIncreased) }
        return received
    }
}
