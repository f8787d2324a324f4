import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Devices presenter")
struct DevicesPresenterTests {
    let fixture: LoginFixture
    let viewer: SignedInUser
    let here = SessionDevice(userAgent: "", clientAddress: "192.0.2.7")
    let sessions = FakeDeviceSessions([
        MemberSession(
            number: 7, signedInAt: 1_800_000_300, lastSeenAt: 1_800_000_400,
            device: SessionDevice(userAgent: "Mozilla/5.0 (iPhone) Version/17.0 Mobile Safari/604.1", clientAddress: "198.51.100.2"),
            isCurrent: false, method: SignInMethod(.reset, then: .recoveryCode)),
        MemberSession(
            number: 3, signedInAt: 1_800_000_000, lastSeenAt: 1_800_000_500,
            device: SessionDevice(userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", clientAddress: "192.0.2.7"),
            isCurrent: true, method: SignInMethod(.password, then: .authenticatorCode)),
        MemberSession(number: 1, signedInAt: 1_700_000_000, lastSeenAt: 1_700_000_000, device: .unknown, isCurrent: false),
    ])

    init() throws {
        fixture = try LoginFixture()
        // A member of the store: the security log keeps events of members only.
        let member = try fixture.seedMember(name: "Ada")
        viewer = SignedInUser(id: member.id, name: member.name)
    }

    var presenter: DevicesPresenter {
        DevicesPresenter(fixture, viewer: viewer, sessions: sessions)
    }

    @Test func thisDeviceComesFirstWithEachDeviceNamed() throws {
        let model = try #require(try presenter.load().shown)
        #expect(model.devices.map(\.number) == [3, 7, 1])
        #expect(model.devices.map(\.name) == ["Firefox on Linux", "Safari on iOS", "Unknown browser"])
        #expect(model.devices.map(\.isCurrent) == [true, false, false])
        #expect(model.devices.first?.lastSeenAt == Timestamp(seconds: 1_800_000_500))
        #expect(model.hasOtherDevices)
    }

    @Test func eachDeviceSaysHowItSignedInWhenThatWasRecorded() throws {
        let model = try #require(try presenter.load().shown)
        #expect(model.devices.map(\.signInMethod) == ["password+code", "reset+recovery-code", nil])
        #expect(model.devices.map(\.signedInWith) == [
            "Password and authenticator code", "New password from a reset link and recovery code", nil,
        ])
    }

    @Test func revokingAnotherDeviceEndsItAndLogsIt() throws {
        let answer = try presenter.revoke(number: 7, device: here)
        #expect(answer == .go(.devices, flash: .success(SecurityText.sessionRevoked.text(in: .english))))
        #expect(sessions.revoked == [7])
        #expect(try fixture.store.eventKinds(userID: viewer.id) == [.sessionRevoked])
    }

    /// The session store does not end the request's own session: the answer signs it out.
    @Test func revokingThisDeviceSignsItOutAndLogsIt() throws {
        let answer = try presenter.revoke(number: 3, device: here)
        #expect(answer == Answer.go(.devices, flash: .success(SecurityText.sessionRevoked.text(in: .english))).signingOut())
        #expect(sessions.revoked.isEmpty)
        #expect(try fixture.store.eventKinds(userID: viewer.id) == [.sessionRevoked])
    }

    @Test func aNumberThatIsNotTheMembersChangesNothing() throws {
        #expect(try presenter.revoke(number: 99, device: here) == .forbidden(SecurityText.noSuchSession.text(in: .english)))
        #expect(sessions.revoked.isEmpty)
        #expect(try fixture.store.securityEvents().isEmpty)
    }

    @Test func signingOutEverywhereElseKeepsThisDevice() throws {
        let answer = try presenter.signOutEverywhereElse(device: here)
        #expect(answer == .go(.devices, flash: .success(SecurityText.signedOutEverywhereElse.text(in: .english))))
        #expect(sessions.sessions.map(\.number) == [3])
        #expect(sessions.signedOutEverywhereElseCount == 1)
        #expect(try fixture.store.eventKinds(userID: viewer.id) == [.signedOutEverywhereElse])
    }
}
