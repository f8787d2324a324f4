import Domain
import DomainTesting
import Repositories
import ScreenKit
import ScreenKitTesting
import Storage
import Testing
@testable import AccountFeature

extension LoginFixture {
    /// A member with authenticator codes turned on through the settings screen, a step ago,
    /// and the recovery codes they were shown.
    func memberWithAuthenticator(
        email: String = "ada@example.com", password: String = "correct horse"
    ) throws -> (member: User, codes: [String]) {
        let member = try seedMember(email: email, password: password)
        let presenter = AuthenticatorPresenter(
            self, viewer: SignedInUser(id: member.id, name: member.name), sessions: try sessions(for: member))
        _ = try presenter.load()
        time.advance(by: 30)
        let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")
        let answer = try presenter.turnOn(code: try currentCode(for: member), device: device)
        let codes = try #require(answer.shown?.recoveryCodes)
        time.advance(by: 30)
        return (member, codes)
    }

    /// The member's session in the store, which presenters that keep something per session
    /// (a key being set up) are handed, as the kit hands the request's.
    func sessions(for member: User) throws -> FakeDeviceSessions {
        let idHash = "session-of-\(member.id)"
        if try store.sessions.signedInSession(idHash: idHash) == nil {
            let now = clock.secondsSince1970
            try store.sessions.insert(SessionRecord(idHash: idHash, userID: member.id, csrfSecret: "c", createdAt: now, lastSeenAt: now))
        }
        return FakeDeviceSessions(idHash: idHash)
    }

    /// The code the member's app shows now, or `stepsAgo` steps ago: for the key that is on, or
    /// else the one a session of theirs set up last.
    func currentCode(for member: User, stepsAgo: Int = 0) throws -> String {
        let sealed = try secondSteps.authenticator(userID: member.id)?.sealedSecret ?? store.database.read { connection in
            try connection.first(
                "SELECT sealed_secret AS value FROM authenticator_setups WHERE user_id = ? ORDER BY started_at DESC LIMIT 1", member.id,
                columns: SingleValue.self) { try $0.bytes(.value) }
        }
        let key = try #require(sealed)
        let secret = try #require(secondStepSecrets.open(key, userID: member.id))
        let step = AuthenticatorCodeCheck.step(at: clock.secondsSince1970) - stepsAgo
        return secondStepSecrets.code(secret: secret, step: step)
    }
}
