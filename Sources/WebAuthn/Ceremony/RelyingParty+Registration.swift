/// Registering a passkey (WebAuthn §7.1), with attestation `none`.
extension RelyingParty {
    /// Checks a registration against the challenge the server issued for it and returns the
    /// passkey to store under `userHandle`.
    ///
    /// ```swift
    /// let passkey = try site.verifyRegistration(response, challenge: issued, userHandle: handle)
    /// ```
    /// - Throws: ``WebAuthnError`` naming the first rule the response breaks.
    public func verifyRegistration(
        _ response: RegistrationResponse,
        challenge: [UInt8],
        userHandle: [UInt8]
    ) throws(WebAuthnError) -> RegisteredCredential {
        try ClientData(json: response.clientDataJSON).check(.create, challenge: challenge, site: self)
        let data = try AttestationObject(response.attestationObject).authenticatorData
        try checkSignedFlags(of: data)
        guard let credential = data.credential else { throw WebAuthnError(.missingCredential) }
        return RegisteredCredential(
            id: credential.id,
            publicKeyCOSE: credential.publicKeyCOSE,
            signCount: data.signCount,
            userHandle: userHandle
        )
    }

    /// The checks both ceremonies make on authenticator data: this site's RP id, a person
    /// present, and verified (the site asks for `userVerification: "required"`).
    func checkSignedFlags(of data: AuthenticatorData) throws(WebAuthnError) {
        guard data.relyingPartyIDHash == idHash else { throw WebAuthnError(.wrongRelyingParty) }
        guard data.flags.contains(.userPresent) else { throw WebAuthnError(.userNotPresent) }
        guard data.flags.contains(.userVerified) else { throw WebAuthnError(.userNotVerified) }
    }
}
