import DomainTesting
import Domain
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Password prompt presenter")
struct ConfirmIdentityPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User) -> ConfirmIdentityPresenter {
        ConfirmIdentityPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name), language: .english)
    }

    @Test func thePromptKeepsOnlyASafeNext() throws {
        let member = try fixture.seedMember()
        #expect(presenter(for: member).load(next: "/settings/password") == .show(ConfirmIdentityViewModel(next: "/settings/password")))
        #expect(presenter(for: member).load(next: "//evil.example") == .show(ConfirmIdentityViewModel(next: nil)))
    }

    @Test func theRightPasswordMovesOnToNext() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let answer = try presenter(for: member).confirm(password: "correct horse", next: "/settings/email", device: device)
        // Confirming opens the recent sign-in window, with a new session id.
        #expect(answer == Answer.go(.next("/settings/email")).confirmingIdentity())
        #expect(try fixture.store.eventKinds(userID: member.id).isEmpty)
    }

    @Test func aWrongPasswordIsRefusedAndLogged() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let answer = try presenter(for: member).confirm(password: "wrong horse", next: "/settings/email", device: device)
        #expect(answer == .problems(ConfirmIdentityViewModel(next: "/settings/email", passwordError: SecurityText.wrongPassword.text(in: .english))))
        #expect(try fixture.store.eventKinds(userID: member.id) == [.signInFailed])
        #expect(try fixture.store.securityEvents().first?.clientAddress == "192.0.2.7")
    }

    @Test func anEmptyPasswordIsAProblemWithoutAFailure() throws {
        let member = try fixture.seedMember()
        let answer = try presenter(for: member).confirm(password: "", next: nil, device: device)
        #expect(answer == .problems(ConfirmIdentityViewModel(next: nil, passwordError: SecurityText.enterPassword.text(in: .english))))
        #expect(try fixture.store.securityEvents().isEmpty)
    }

    @Test func tooManyWrongPasswordsAreThrottledLikeSigningIn() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let guesses = try (0..<fixture.signInThrottle.accountLimit).map { _ in
            try presenter(for: member).confirm(password: "wrong horse", next: nil, device: device)
        }
        let answer = try presenter(for: member).confirm(password: "correct horse", next: nil, device: device)
        #expect(guesses.allSatisfy { $0.throttled == nil })
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
        #expect(try fixture.store.eventKinds(userID: member.id).last == .signInThrottled)
    }
}
