import Domain
import DomainTesting
import ScreenKit
import ScreenKitTesting
import Testing
@testable import AccountFeature

@Suite("Settings presenter")
struct SettingsPresenterTests {
    let fixture: LoginFixture

    init() throws {
        fixture = try LoginFixture()
    }

    @Test func itShowsWhoIsSignedInAndOnHowManyDevices() throws {
        let member = try fixture.seedMember(name: "Ada Lovelace", email: "ada@example.com")
        let sessions = FakeDeviceSessions([
            MemberSession(number: 1, signedInAt: 0, lastSeenAt: 0, device: .unknown, isCurrent: true),
            MemberSession(number: 2, signedInAt: 0, lastSeenAt: 0, device: .unknown, isCurrent: false),
        ])
        let answer = try SettingsPresenter(fixture, viewer: SignedInUser(id: member.id, name: member.name), sessions: sessions)
            .load(profilePath: "/users/1/edit")
        #expect(answer == .show(SettingsViewModel(
            name: "Ada Lovelace", email: "ada@example.com", deviceCount: 2, profilePath: "/users/1/edit")))
    }
}
