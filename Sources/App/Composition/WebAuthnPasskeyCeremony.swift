import Domain
import ScreenKit
import Secrets
import WebAuthn

/// Domain's passkey ceremonies: WebAuthn's checks over the passkey store. A challenge is 32
/// random bytes, stored only as its SHA-256 and used up by the first response that names it,
/// good or not. A member's user handle is a keyed digest of their id, the same for each of
/// their passkeys, so it needs no column and tells nobody the id.
struct WebAuthnPasskeyCeremony: PasskeyCeremony {
    /// How long a challenge works, and the browser's wait, which ends first.
    static let challengeLifetimeSeconds = 300
    static let browserTimeoutMilliseconds = 240_000
    static let challengeByteCount = 32

    let passkeys: any PasskeyRepository
    let clock: any WallClock
    let siteName: String
    /// The site's address at the time of the ceremony (``AppDependencies/relyingParty``), whose
    /// relying party it is.
    let siteURL: @Sendable () -> String
    private let userHandles: MessageAuthenticator

    init(
        passkeys: any PasskeyRepository, clock: any WallClock, siteName: String, serverKey: [UInt8],
        siteURL: @escaping @Sendable () -> String
    ) {
        self.passkeys = passkeys
        self.clock = clock
        self.siteName = siteName
        self.siteURL = siteURL
        userHandles = MessageAuthenticator(derivedFrom: serverKey, purpose: "passkey user handles")
    }

    func creationOptions(for member: User) throws -> PasskeyCreationOptions {
        let site = try self.site()
        let challenge = try issueChallenge(.registration, memberID: member.id)
        return PasskeyCreationOptions(
            challenge: challenge, rpID: site.id, rpName: siteName,
            userHandle: Base64URL.encode(userHandle(of: member.id)), userName: member.email, userDisplayName: member.name,
            algorithms: CredentialPublicKey.supportedAlgorithms.map { Int($0) },
            excludeCredentials: try passkeys.passkeys(userID: member.id).map { Base64URL.encode($0.credentialID) },
            timeout: Self.browserTimeoutMilliseconds)
    }

    func register(_ response: PasskeyRegistration, memberID: Int, name: String) throws -> Passkey {
        let site = try self.site()
        let challenge = try useChallenge(response.challenge, .registration, memberID: memberID)
        guard let clientData = Base64URL.decode(response.clientDataJSON),
              let attestation = Base64URL.decode(response.attestationObject) else { throw PasskeyCeremonyError.malformed }
        let credential: RegisteredCredential
        do {
            credential = try site.verifyRegistration(
                RegistrationResponse(clientDataJSON: clientData, attestationObject: attestation),
                challenge: challenge, userHandle: userHandle(of: memberID))
        } catch {
            throw PasskeyCeremonyError.refused(rule: "\(error.code)")
        }
        do {
            return try passkeys.addPasskey(
                userID: memberID, credentialID: credential.id, publicKey: credential.publicKeyCOSE,
                signCount: Int(credential.signCount), name: name, at: clock.secondsSince1970)
        } catch PasskeyRepositoryError.credentialTaken {
            throw PasskeyCeremonyError.credentialTaken
        } catch PasskeyRepositoryError.addressUnproven {
            throw PasskeyCeremonyError.addressUnproven
        }
    }

    func requestOptions(_ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> PasskeyRequestOptions {
        let site = try self.site()
        let allowed = try memberID.map { try passkeys.passkeys(userID: $0).map { Base64URL.encode($0.credentialID) } } ?? []
        return PasskeyRequestOptions(
            challenge: try issueChallenge(purpose, memberID: memberID), rpID: site.id, allowCredentials: allowed,
            timeout: Self.browserTimeoutMilliseconds)
    }

    func verify(_ assertion: PasskeyAssertion, _ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> Passkey {
        let site = try self.site()
        let challenge = try useChallenge(assertion.challenge, purpose, memberID: memberID)
        guard let credentialID = Base64URL.decode(assertion.credentialID),
              let clientData = Base64URL.decode(assertion.clientDataJSON),
              let authenticatorData = Base64URL.decode(assertion.authenticatorData),
              let signature = Base64URL.decode(assertion.signature),
              let userHandle = assertion.userHandle.isEmpty ? [] : Base64URL.decode(assertion.userHandle)
        else { throw PasskeyCeremonyError.malformed }
        guard let passkey = try passkeys.passkey(credentialID: credentialID), memberID == nil || memberID == passkey.userID else {
            throw PasskeyCeremonyError.unknownPasskey
        }
        // With no address typed, only the handle ties the passkey to its member (§7.2 step 6).
        if memberID == nil && userHandle.isEmpty { throw PasskeyCeremonyError.refused(rule: "missingUserHandle") }
        let stored = RegisteredCredential(
            id: passkey.credentialID, publicKeyCOSE: passkey.publicKey, signCount: UInt32(clamping: passkey.signCount),
            userHandle: self.userHandle(of: passkey.userID))
        let used: RegisteredCredential
        do {
            used = try site.verifyAssertion(
                AssertionResponse(
                    credentialID: credentialID, clientDataJSON: clientData, authenticatorData: authenticatorData,
                    signature: signature, userHandle: userHandle.isEmpty ? nil : userHandle),
                challenge: challenge, credential: stored)
        } catch {
            throw PasskeyCeremonyError.refused(rule: "\(error.code)")
        }
        // The store compares the counter again in its write, against a sign-in that raced this one.
        guard try passkeys.usePasskey(id: passkey.id, signCount: Int(used.signCount), at: clock.secondsSince1970) else {
            throw PasskeyCeremonyError.refused(rule: "counterNotIncreased")
        }
        return passkey
    }

    private func site() throws(PasskeyCeremonyError) -> RelyingParty {
        switch RelyingParty.resolve(siteURL: siteURL()) {
        case .success(let site): return site
        case .failure(.ipAddress): throw .unavailable(.ipAddress)
        case .failure(.notSecure), .failure(.malformed): throw .unavailable(.notSecure)
        }
    }

    private func userHandle(of memberID: Int) -> [UInt8] {
        userHandles.tag(for: "member:\(memberID)")
    }

    private func issueChallenge(_ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> String {
        let challenge = SecureRandom.bytes(count: Self.challengeByteCount)
        try passkeys.issueChallenge(
            hash: Digest.sha256(challenge), purpose: purpose, userID: memberID,
            expiresAt: clock.secondsSince1970 + Self.challengeLifetimeSeconds)
        return Base64URL.encode(challenge)
    }

    /// The challenge `text` names, used up; it must have been issued for `purpose` to this
    /// member (or to nobody, for a sign-in).
    private func useChallenge(_ text: String, _ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> [UInt8] {
        guard let challenge = Base64URL.decode(text), challenge.count == Self.challengeByteCount,
              let issued = try passkeys.consumeChallenge(hash: Digest.sha256(challenge), purpose: purpose, at: clock.secondsSince1970),
              issued.userID == memberID
        else { throw PasskeyCeremonyError.challengeNotValid }
        return challenge
    }
}
