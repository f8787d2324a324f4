import Domain
import ScreenKit
import Synchronization

/// Passkey ceremonies a test can follow, over the real passkey store: challenges are issued
/// and used up by the store as the app's are. A registration passes when its client data is
/// `"made"`, and its attestation object is the credential id's text; an assertion passes when
/// its signature is `"signed"`, and its authenticator data is the counter's digits. WebAuthn's
/// own rules are tested in `WebAuthnTests` and through the server in `AppTests`.
final class FakePasskeyCeremony: PasskeyCeremony {
    let passkeys: any PasskeyRepository
    let clock: any WallClock
    private let issued = Mutex(0)

    init(passkeys: any PasskeyRepository, clock: any WallClock) {
        self.passkeys = passkeys
        self.clock = clock
    }

    func creationOptions(for member: User) throws -> PasskeyCreationOptions {
        PasskeyCreationOptions(
            challenge: try issue(.registration, memberID: member.id), rpID: "screenkit.test", rpName: "ScreenKit",
            userHandle: "member-\(member.id)", userName: member.email, userDisplayName: member.name, algorithms: [-8, -7],
            excludeCredentials: try passkeys.passkeys(userID: member.id).map { String(decoding: $0.credentialID, as: UTF8.self) },
            timeout: 60_000)
    }

    func register(_ response: PasskeyRegistration, memberID: Int, name: String) throws -> Passkey {
        try use(response.challenge, .registration, memberID: memberID)
        guard response.clientDataJSON == "made" else { throw PasskeyCeremonyError.refused(rule: "fake") }
        do {
            return try passkeys.addPasskey(
                userID: memberID, credentialID: Array(response.attestationObject.utf8), publicKey: [1], signCount: 0,
                name: name, at: clock.secondsSince1970)
        } catch PasskeyRepositoryError.credentialTaken {
            throw PasskeyCeremonyError.credentialTaken
        } catch PasskeyRepositoryError.addressUnproven {
            throw PasskeyCeremonyError.addressUnproven
        }
    }

    func requestOptions(_ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> PasskeyRequestOptions {
        let allowed = try memberID.map { try passkeys.passkeys(userID: $0).map { String(decoding: $0.credentialID, as: UTF8.self) } }
        return PasskeyRequestOptions(
            challenge: try issue(purpose, memberID: memberID), rpID: "screenkit.test", allowCredentials: allowed ?? [],
            timeout: 60_000)
    }

    func verify(_ assertion: PasskeyAssertion, _ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> Passkey {
        try use(assertion.challenge, purpose, memberID: memberID)
        guard let passkey = try passkeys.passkey(credentialID: Array(assertion.credentialID.utf8)),
              memberID == nil || memberID == passkey.userID else { throw PasskeyCeremonyError.unknownPasskey }
        guard assertion.signature == "signed", let count = Int(assertion.authenticatorData) else {
            throw PasskeyCeremonyError.refused(rule: "fake")
        }
        guard try passkeys.usePasskey(id: passkey.id, signCount: count, at: clock.secondsSince1970) else {
            throw PasskeyCeremonyError.refused(rule: "counterNotIncreased")
        }
        return passkey
    }

    private func issue(_ purpose: PasskeyChallengePurpose, memberID: Int?) throws -> String {
        let number = issued.withLock { count in
            count += 1
            return count
        }
        let challenge = "challenge-\(number)"
        try passkeys.issueChallenge(
            hash: Array(challenge.utf8), purpose: purpose, userID: memberID, expiresAt: clock.secondsSince1970 + 300)
        return challenge
    }

    private func use(_ challenge: String, _ purpose: PasskeyChallengePurpose, memberID: Int?) throws {
        guard let found = try passkeys.consumeChallenge(hash: Array(challenge.utf8), purpose: purpose, at: clock.secondsSince1970),
              found.userID == memberID else { throw PasskeyCeremonyError.challengeNotValid }
    }
}
