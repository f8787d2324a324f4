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
        ConfirmIdentityPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name))
    }

    @Test func thePromptKeepsOnlyASafeNext() throws {
        let member = try fixture.seedMember()
        #expect(try presenter(for: member).load(next: "/settings/password") == .show(ConfirmIdentityViewModel(next: "/settings/password")))
        #expect(try presenter(for: member).load(next: "//evil.example") == .show(ConfirmIdentityViewModel(next: nil)))
    }

    @Test func theRightPasswordMovesOnToNext() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let answer = try presenter(for: member).confirm(password: "correct horse", code: "", next: "/settings/email", device: device)
        // Confirming opens the recent sign-in window, with a new session id.
        #expect(answer == Answer.go(.next("/settings/email")).confirmingIdentity())
        #expect(try fixture.store.eventKinds(userID: member.id).isEmpty)
    }

    @Test func aWrongPasswordIsRefusedAndLogged() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let answer = try presenter(for: member).confirm(password: "wrong horse", code: "", next: "/settings/email", device: device)
        #expect(answer == .problems(ConfirmIdentityViewModel(next: "/settings/email", passwordError: SecurityText.wrongPassword.text(in: .english))))
        #expect(try fixture.store.eventKinds(userID: member.id) == [.signInFailed])
        #expect(try fixture.store.securityEvents().first?.clientAddress == "192.0.2.7")
    }

    @Test func anEmptyPasswordIsAProblemWithoutAFailure() throws {
        let member = try fixture.seedMember()
        let answer = try presenter(for: member).confirm(password: "", code: "", next: nil, device: device)
        #expect(answer == .problems(ConfirmIdentityViewModel(next: nil, passwordError: SecurityText.enterPassword.text(in: .english))))
        #expect(try fixture.store.securityEvents().isEmpty)
    }

    @Test func tooManyWrongPasswordsAreThrottledLikeSigningIn() throws {
        let member = try fixture.seedMember(password: "correct horse")
        let guesses = try (0..<fixture.signInThrottle.accountLimit).map { _ in
            try presenter(for: member).confirm(password: "wrong horse", code: "", next: nil, device: device)
        }
        let answer = try presenter(for: member).confirm(password: "correct horse", code: "", next: nil, device: device)
        #expect(guesses.allSatisfy { $0.throttled == nil })
        #expect(answer.throttled != nil)
        #expect(answer.sessionChange == nil)
        #expect(try fixture.store.eventKinds(userID: member.id).last == .signInThrottled)
    }

    @Test func withCodesOnThePromptAsksForACodeAndThePasswordIsNotEnough() throws {
        let (member, _) = try fixture.memberWithAuthenticator(password: "correct horse")
        #expect(try presenter(for: member).load(next: "/settings/email")
            == .show(ConfirmIdentityViewModel(next: "/settings/email", asksForCode: true)))
        let password = try presenter(for: member).confirm(password: "correct horse", code: "", next: nil, device: device)
        #expect(password == .problems(ConfirmIdentityViewModel(asksForCode: true, codeError: SecondStepText.enterCode.text(in: .english))))
        let wrong = try presenter(for: member).confirm(password: "", code: "000000", next: nil, device: device)
        #expect(wrong == .problems(ConfirmIdentityViewModel(asksForCode: true, codeError: SecondStepText.wrongCode.text(in: .english))))
        #expect(try fixture.store.eventKinds(userID: member.id).last == .secondStepFailed)

        let right = try presenter(for: member).confirm(
            password: "", code: try fixture.currentCode(for: member), next: "/settings/email", device: device)
        #expect(right == Answer.go(.next("/settings/email")).confirmingIdentity())
    }

    @Test func aRecoveryCodeConfirmsOnceAndSaysHowManyAreLeft() throws {
        let (member, codes) = try fixture.memberWithAuthenticator()
        let first = try presenter(for: member).confirm(password: "", code: codes[1], next: nil, device: device)
        #expect(first == Answer.go(.settings, flash: .info(SecondStepText.recoveryCodeUsed.text(in: .english, .count(9)))).confirmingIdentity())
        #expect(try fixture.store.eventKinds(userID: member.id).last == .recoveryCodeUsed)
        let again = try presenter(for: member).confirm(password: "", code: codes[1], next: nil, device: device)
        #expect(again.problems?.codeError == SecondStepText.wrongCode.text(in: .english))
    }

    @Test func wrongCodesAreThrottledLikeWrongPasswords() throws {
        let (member, codes) = try fixture.memberWithAuthenticator()
        for _ in 0..<fixture.signInThrottle.accountLimit {
            _ = try presenter(for: member).confirm(password: "", code: "000000", next: nil, device: device)
        }
        let answer = try presenter(for: member).confirm(password: "", code: codes[0], next: nil, device: device)
        #expect(answer.throttled?.model.error == SecondStepUseCase.tooManyWrongCodesMessage(retryAfterSeconds: answer.throttled?.retryAfterSeconds ?? 0))
        #expect(answer.sessionChange == nil)
    }
}
