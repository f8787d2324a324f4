import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Authenticator codes presenter")
struct AuthenticatorPresenterTests {
    let fixture: LoginFixture
    let device = SessionDevice(userAgent: "Firefox/128.0", clientAddress: "192.0.2.7")

    init() throws {
        fixture = try LoginFixture()
    }

    func presenter(for member: User) throws -> AuthenticatorPresenter {
        AuthenticatorPresenter(
            fixture, viewer: SignedInUser(id: member.id, name: member.name), sessions: try fixture.sessions(for: member))
    }

    @Test func theKeyBeingSetUpStaysTheSameUntilItIsTurnedOn() throws {
        let member = try fixture.seedMember()
        let first = try #require(try presenter(for: member).load().shown)
        let again = try #require(try presenter(for: member).load().shown)
        #expect(first.state == .settingUp)
        #expect(first.secret != nil && again.secret == first.secret)
        #expect(again.setupURI?.hasPrefix("otpauth://totp/ScreenKit:ada%40example.com?secret=") == true)
        #expect(try presenter(for: member).qrCode().statusScreen == nil)
    }

    @Test func aWrongFirstCodeLeavesItOffAndARightOneShowsTenRecoveryCodes() throws {
        let member = try fixture.seedMember()
        _ = try presenter(for: member).load()
        let wrong = try presenter(for: member).turnOn(code: "000000", device: device)
        #expect(wrong.problems?.codeError == SecondStepText.wrongCode.text(in: .english))
        #expect(try fixture.secondSteps.authenticator(userID: member.id) == nil)

        let right = try presenter(for: member).turnOn(code: try fixture.currentCode(for: member), device: device)
        #expect(right.shown?.state == .newRecoveryCodes)
        #expect(right.shown?.recoveryCodes.count == 10)
        #expect(try presenter(for: member).load() == .show(AuthenticatorViewModel(state: .on, recoveryCodesLeft: 10)))
        #expect(try presenter(for: member).qrCode().statusScreen?.status == .notFound)
        #expect(try fixture.store.eventKinds(userID: member.id) == [.secondStepAdded])
    }

    @Test func newRecoveryCodesReplaceTheOldOnes() throws {
        let (member, old) = try fixture.memberWithAuthenticator()
        let fresh = try #require(try presenter(for: member).replaceRecoveryCodes(device: device).shown?.recoveryCodes)
        #expect(fresh.count == 10 && Set(fresh).isDisjoint(with: old))
        #expect(try SecondStepUseCase(dependencies: fixture).check(old[0], userID: member.id) == .wrong)
        #expect(try SecondStepUseCase(dependencies: fixture).check(fresh[0], userID: member.id) == .recoveryCode(left: 9))
        #expect(try fixture.store.eventKinds(userID: member.id).last == .recoveryCodesReplaced)
    }

    /// The page's sealed copy of new codes downloads as a text file named after the site.
    @Test func newCodesDownloadAsATextFileFromThePagesSealedCopy() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let shown = try #require(try presenter(for: member).replaceRecoveryCodes(device: device).shown)
        let seal = try #require(shown.downloadSeal)
        let file = RecoveryCodesFile(appName: "ScreenKit", account: member.email, codes: shown.recoveryCodes)
        #expect(file.name == "screenkit-recovery-codes.txt")
        #expect(shown.recoveryCodes.allSatisfy { file.text.contains("\n" + $0 + "\n") })
        #expect(try presenter(for: member).downloadRecoveryCodes(sealed: seal)
            == .download(Array(file.text.utf8), contentType: "text/plain; charset=utf-8", filename: file.name))
    }

    @Test func anotherMembersOrAnOldSealedCopyDownloadsNothing() throws {
        let (member, _) = try fixture.memberWithAuthenticator()
        let other = try fixture.seedMember(name: "Grace Hopper", email: "grace@example.com")
        let seal = try #require(try presenter(for: member).replaceRecoveryCodes(device: device).shown?.downloadSeal)
        let refused = Answer<AuthenticatorViewModel, AuthenticatorPresenter.Destination>.go(
            .authenticator, flash: .info(SecondStepText.downloadExpired.text(in: .english)))
        #expect(try presenter(for: other).downloadRecoveryCodes(sealed: seal) == refused)
        #expect(try presenter(for: member).downloadRecoveryCodes(sealed: "altered") == refused)
        fixture.time.advance(by: AuthenticatorPresenter.downloadLifetimeSeconds)
        #expect(try presenter(for: member).downloadRecoveryCodes(sealed: seal) == refused)
    }

    @Test func turningOffNeedsARightCodeAndWrongOnesAreThrottled() throws {
        let (member, codes) = try fixture.memberWithAuthenticator()
        let wrong = try presenter(for: member).turnOff(code: "000000", device: device)
        #expect(wrong.problems?.codeError == SecondStepText.wrongCode.text(in: .english))
        for _ in 1..<fixture.signInThrottle.accountLimit {
            _ = try presenter(for: member).turnOff(code: "000000", device: device)
        }
        let throttled = try presenter(for: member).turnOff(code: codes[0], device: device)
        #expect(throttled.throttled != nil)
        #expect(try fixture.secondSteps.authenticator(userID: member.id) != nil)

        fixture.time.advance(by: 24 * 60 * 60)
        let off = try presenter(for: member).turnOff(code: codes[0], device: device)
        #expect(off == .go(.settings, flash: .success(SecondStepText.authenticatorOff.text(in: .english))))
        #expect(try fixture.secondSteps.authenticator(userID: member.id) == nil)
        #expect(try fixture.store.eventKinds(userID: member.id).last == .secondStepRemoved)
    }
}
