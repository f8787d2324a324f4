import DomainTesting
import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Password prompt presenter")
struct ConfirmIdentityPresenterTests {
    let fixture = LoginFixture()
    let view = ViewSpy<ConfirmIdentityViewModel>()
    let coordinator = ConfirmIdentityCoordinatorSpy()
    let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")

    func presenter(for member: User) -> ConfirmIdentityPresenter {
        ConfirmIdentityPresenter(
            view: view, coordinator: coordinator, viewer: SignedInUser(id: member.id, name: member.name),
            dependencies: fixture.dependencies)
    }

    @Test func thePromptKeepsOnlyASafeNext() throws {
        let member = try fixture.seedMember()
        presenter(for: member).load(next: "/settings/password")
        presenter(for: member).load(next: "//evil.example")
        #expect(view.shown.map(\.next) == ["/settings/password", nil])
    }

    @Test func theRightPasswordMovesOnToNext() throws {
        let member = try fixture.seedMember(password: "correct horse")
        try presenter(for: member).confirm(password: "correct horse", next: "/settings/email", device: device)
        #expect(coordinator.confirmedNext == ["/settings/email"])
        #expect(view.problems.isEmpty)
        #expect(fixture.securityLog.kinds(userID: member.id).isEmpty)
    }

    @Test func aWrongPasswordIsRefusedAndLogged() throws {
        let member = try fixture.seedMember(password: "correct horse")
        try presenter(for: member).confirm(password: "wrong horse", next: "/settings/email", device: device)
        #expect(coordinator.confirmedNext.isEmpty)
        #expect(view.problems.map(\.passwordError) == [AccountMessages.wrongPassword])
        #expect(view.problems.map(\.next) == ["/settings/email"])
        #expect(fixture.securityLog.kinds(userID: member.id) == [.signInFailed])
        #expect(fixture.securityLog.all.first?.clientAddress == "192.0.2.7")
    }

    @Test func anEmptyPasswordIsAProblemWithoutAFailure() throws {
        let member = try fixture.seedMember()
        try presenter(for: member).confirm(password: "", next: nil, device: device)
        #expect(view.problems.map(\.passwordError) == [AccountMessages.enterPassword])
        #expect(fixture.securityLog.all.isEmpty)
    }

    @Test func tooManyWrongPasswordsAreThrottledLikeSigningIn() throws {
        let member = try fixture.seedMember(password: "correct horse")
        for _ in 0..<fixture.throttle.accountLimit {
            try presenter(for: member).confirm(password: "wrong horse", next: nil, device: device)
        }
        try presenter(for: member).confirm(password: "correct horse", next: nil, device: device)
        #expect(coordinator.confirmedNext.isEmpty)
        #expect(view.throttled.count == 1)
        #expect(fixture.securityLog.kinds(userID: member.id).last == .signInThrottled)
    }
}
