import DomainTesting
import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Change password presenter")
struct ChangePasswordPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<ChangePasswordViewModel>()
    let coordinator = ChangePasswordCoordinatorSpy()
    let device = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")

    func presenter(for member: User) -> ChangePasswordPresenter {
        ChangePasswordPresenter(
            view: view, coordinator: coordinator, viewer: SignedInUser(id: member.id, name: member.name),
            dependencies: fixture.dependencies)
    }

    @Test func theFormStartsEmpty() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).load()
        #expect(view.shown == [ChangePasswordViewModel()])
    }

    @Test func theRightCurrentPasswordAndAGoodNewOneAreSavedAndLogged() throws {
        let member = try fixture.seedMember(password: "correct horse")
        try presenter(for: member).change(
            currentPassword: "correct horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        #expect(coordinator.changeCount == 1)
        let stored = try #require(try fixture.users.user(id: member.id))
        #expect(fixture.passwords.verify("battery staple", against: stored.passwordHash))
        #expect(fixture.securityLog.kinds(userID: member.id) == [.passwordChanged])
    }

    @Test func aWrongCurrentPasswordChangesNothing() throws {
        let member = try fixture.seedMember(password: "correct horse")
        try presenter(for: member).change(
            currentPassword: "wrong horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        #expect(coordinator.changeCount == 0)
        #expect(view.problems.map(\.currentPasswordError) == ["Your current password is incorrect."])
        #expect(try fixture.users.user(id: member.id)?.passwordHash == member.passwordHash)
        #expect(fixture.securityLog.kinds(userID: member.id) == [.signInFailed])
    }

    @Test func guessingTheCurrentPasswordIsThrottledLikeSigningIn() throws {
        let member = try fixture.seedMember(password: "correct horse")
        for _ in 0..<fixture.throttle.accountLimit {
            try presenter(for: member).change(
                currentPassword: "wrong horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        }
        try presenter(for: member).change(
            currentPassword: "correct horse", newPassword: "battery staple", confirmation: "battery staple", device: device)
        #expect(view.throttled.count == 1)
        #expect(coordinator.changeCount == 0)
        #expect(try fixture.users.user(id: member.id)?.passwordHash == member.passwordHash)
        #expect(fixture.securityLog.kinds(userID: member.id).last == .signInThrottled)
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).change(currentPassword: "", newPassword: "short", confirmation: "other", device: device)
        let problems = try #require(view.problems.first)
        #expect(problems.currentPasswordError == "Enter your current password.")
        #expect(problems.newPasswordError == PasswordPolicyUseCase.tooShort.message)
        #expect(problems.passwordConfirmationError == PasswordPolicyUseCase.mismatch.message)
        #expect(coordinator.changeCount == 0)
    }
}
