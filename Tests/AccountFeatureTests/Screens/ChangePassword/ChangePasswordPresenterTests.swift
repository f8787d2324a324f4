import DomainTesting
import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Change password presenter")
struct ChangePasswordPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")
    let sessions = FakeDeviceSessions([
        MemberSession(number: 1, signedInAt: 0, lastSeenAt: 0, device: .unknown, isCurrent: true),
        MemberSession(number: 2, signedInAt: 0, lastSeenAt: 0, device: .unknown, isCurrent: false),
    ])

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User) -> ChangePasswordPresenter {
        ChangePasswordPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name), sessions: sessions)
    }

    @Test func theFormStartsEmpty() throws {
        let member = try fixture.seedMember()
        #expect(try presenter(for: member).load() == .show(ChangePasswordViewModel()))
    }

    @Test func theRightCurrentPasswordAndAGoodNewOneAreSavedAndLogged() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let answer = try presenter(for: member).change(
            currentPassword: "correct horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        // Every other session ends, and this one gets a new id: a copy of the old cookie no
        // longer works.
        #expect(answer == Answer.go(.settings, flash: .success(SecurityText.passwordChanged.text(in: .english))).renewingSession())
        #expect(sessions.signedOutEverywhereElseCount == 1)
        #expect(sessions.sessions.map(\.number) == [1])
        let stored = try #require(try fixture.users.user(id: member.id))
        #expect(fixture.hasher.verify("battery staple", against: stored.passwordHash))
        #expect(try fixture.store.eventKinds(userID: member.id) == [.passwordChanged])
    }

    @Test func aWrongCurrentPasswordChangesNothing() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let answer = try presenter(for: member).change(
            currentPassword: "wrong horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        #expect(answer == .problems(ChangePasswordViewModel(currentPasswordError: "Your current password is incorrect.")))
        #expect(sessions.signedOutEverywhereElseCount == 0)
        #expect(try fixture.users.user(id: member.id)?.passwordHash == member.passwordHash)
        #expect(try fixture.store.eventKinds(userID: member.id) == [.signInFailed])
    }

    @Test func guessingTheCurrentPasswordIsThrottledLikeSigningIn() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let guesses = try (0..<fixture.signInThrottle.accountLimit).map { _ in
            try presenter(for: member).change(
                currentPassword: "wrong horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        }
        let answer = try presenter(for: member).change(
            currentPassword: "correct horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        #expect(guesses.allSatisfy { $0.throttled == nil })
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
        #expect(sessions.signedOutEverywhereElseCount == 0)
        #expect(try fixture.users.user(id: member.id)?.passwordHash == member.passwordHash)
        #expect(try fixture.store.eventKinds(userID: member.id).last == .signInThrottled)
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let member = try fixture.seedMember()
        let answer = try presenter(for: member).change(currentPassword: "", newPassword: "short", confirmation: "other", device: device)
        let problems = try #require(answer.problems)
        #expect(problems.currentPasswordError == "Enter your current password.")
        #expect(problems.newPasswordError == PasswordPolicyUseCase.tooShort.message)
        #expect(problems.passwordConfirmationError == PasswordPolicyUseCase.mismatch.message)
        #expect(answer.sessionChange == nil)
        #expect(sessions.signedOutEverywhereElseCount == 0)
    }
}
